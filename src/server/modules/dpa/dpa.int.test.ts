import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TTestUser } from '../../../test/factories';
import { itWithPdftotext, pdfText } from '../../../test/pdf-text';
import { dpaDocuments, users } from '../../db/schema';
import { sha256Hex } from './service';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
const FORM = {
  nom: 'Cabinet Élodie Brûlé',
  siret: '732 829 320 00074',
  adresse: '12 rue de la Forêt, 25000 Besançon',
  telephone: '03 81 00 00 00',
  acceptTerms: true,
  acceptDPA: true,
};

describe('DPA', () => {
  let t: TestApp;
  let provider: TTestUser;
  let token: string;
  let other: TTestUser;
  let otherToken: string;

  const generate = (body: object, tok = token) => t.post('/api/dpa/generate', body, { token: tok });
  const sign = (id: string, tok = token, extra: object = {}) =>
    t.post(
      '/api/dpa/sign',
      {
        dpaData: { id },
        signature: {
          accepted: true,
          ip: '203.0.113.99',
          userAgent: 'declared',
          timestamp: '2000-01-01T00:00:00Z',
          method: 'electronic',
          ...extra,
        },
      },
      { token: tok, ip: '198.51.100.7', headers: { 'user-agent': UA } },
    );

  beforeAll(async () => {
    t = await createTestApp();
    provider = await createUser(t.deps, { name: 'Élodie Brûlé' });
    other = await createUser(t.deps, { name: 'Autre Pro' });
    token = await t.login(provider.email, provider.password);
    otherToken = await t.login(other.email, other.password);
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expect((await t.get('/api/dpa/status')).statusCode).toBe(401);
    expect((await t.get('/api/dpa/content')).statusCode).toBe(401);
  });

  it('has no valid DPA and no content before generating', async () => {
    expect((await t.get('/api/dpa/status', { token })).json()).toEqual({ success: true, hasValidDPA: false });
    expect((await t.get('/api/dpa/content', { token })).json()).toEqual({ success: true, dpa: null });
  });

  it('refuses a 13-digit SIRET on the siret field, and a form without the terms', async () => {
    const siret = await generate({ ...FORM, siret: '1234567890123' });
    expect(siret.statusCode).toBe(400);
    expect(siret.json()).toMatchObject({
      field: 'siret',
      message: 'Le SIRET doit contenir exactement 14 chiffres',
    });
    const terms = await generate({ ...FORM, acceptTerms: false });
    expect(terms.statusCode).toBe(400);
    expect(terms.json()).toMatchObject({
      field: 'acceptTerms',
      message: "Vous devez accepter les conditions d'utilisation",
    });
    const nom = await generate({ ...FORM, nom: '  ' });
    expect(nom.json()).toMatchObject({ field: 'nom', message: 'Le nom est requis' });
  });

  it('generates a draft, replaces it on a new generation, then signs with server-side evidence', async () => {
    const first = await generate(FORM);
    expect(first.statusCode).toBe(201);
    const draft = first.json().dpa;
    expect(first.json().message).toBe('DPA généré. Lisez-le attentivement avant de le signer.');
    expect(draft).toMatchObject({ statut: 'draft', signature: null, signedAt: null });
    expect(draft.numeroContrat).toMatch(/^CRN-DPA-\d{4}-\d{6}$/);
    expect(draft.contenu).toContain('Cabinet Élodie Brûlé');

    const second = (await generate({ ...FORM, nom: 'Cabinet Brûlé & Associés' })).json().dpa;
    expect(second.id).not.toBe(draft.id);
    const rows = await t.deps.database.db
      .select()
      .from(dpaDocuments)
      .where(eq(dpaDocuments.userId, provider.id));
    expect(rows.map((r) => r.id)).toEqual([second.id]);
    expect(rows[0]?.contentHash).toBe(sha256Hex(second.contenu));
    expect(rows[0]?.siret).toBe('73282932000074');
    expect((await t.get('/api/dpa/content', { token })).json().dpa).toMatchObject({
      id: second.id,
      statut: 'draft',
    });
    expect((await sign(draft.id)).statusCode).toBe(404);

    expect((await sign(second.id, token, { accepted: false })).json()).toMatchObject({
      field: 'signature.accepted',
      code: 'VALIDATION',
    });
    const signed = await sign(second.id);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      success: true,
      message: 'DPA signé avec succès. Une copie PDF vous a été envoyée par e-mail.',
      dpa: { id: second.id, statut: 'signed' },
    });
    const { signature, signedAt } = signed.json().dpa;
    expect(signature).toEqual({
      accepted: true,
      ip: '198.51.100.7',
      declaredIp: '203.0.113.99',
      userAgent: UA,
      timestamp: t.clock.now().toISOString(),
      method: 'electronic',
      contentHash: sha256Hex(second.contenu),
    });
    expect(signedAt).toBe(t.clock.now().toISOString());
    expect((await t.get('/api/dpa/status', { token })).json().hasValidDPA).toBe(true);
    expect((await t.get('/api/dpa/content', { token })).json().dpa).toMatchObject({
      id: second.id,
      statut: 'signed',
    });
    // Typed once (issue 15): the contract's details are now the account's and the booking page's.
    expect((await t.get('/api/auth/profile', { token })).json().user).toMatchObject({
      nom: 'Cabinet Brûlé & Associés',
      siret: '73282932000074',
      adresse: FORM.adresse,
      telephone: FORM.telephone,
    });
    expect((await t.get('/api/provider/profile', { token })).json().profile).toMatchObject({
      displayName: 'Cabinet Brûlé & Associés',
      address: FORM.adresse,
      phone: FORM.telephone,
    });
  });

  it('refuses signing twice and generating over a signed DPA', async () => {
    const { id } = (await t.get('/api/dpa/content', { token })).json().dpa;
    const again = await sign(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ce DPA est déjà signé.');
    expect((await generate(FORM)).statusCode).toBe(409);
  });

  it('e-mails the signed PDF to the provider through the outbox', async () => {
    const { numeroContrat } = (await t.get('/api/dpa/content', { token })).json().dpa;
    const email = await t.lastEmailTo(provider.email);
    expect(email).toMatchObject({ kind: 'dpa_signed', subject: `Votre DPA ${numeroContrat} est signé` });
    // Asked by the signed-in provider: the trigger names their account (ADR 0021).
    expect(email).toMatchObject({ triggerKind: 'dpa_signature', triggeredByUserId: provider.id });
    expect(email?.attachments).toHaveLength(1);
    expect(email?.attachments[0]).toMatchObject({
      filename: `DPA-${numeroContrat}.pdf`,
      contentType: 'application/pdf',
    });
    expect(
      Buffer.from(email?.attachments[0]?.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('keeps a signed DPA unalterable in the database itself', async () => {
    const db = t.deps.database.db;
    const { id } = (await t.get('/api/dpa/content', { token })).json().dpa;
    // drizzle wraps the driver error: the trigger's message is on `cause`.
    await expect(
      db.execute(sql`UPDATE dpa_documents SET nom = 'Falsifié' WHERE id = ${id}`),
    ).rejects.toMatchObject({
      cause: { message: expect.stringContaining('Un DPA signé ne peut pas être modifié') },
    });
    await expect(
      db.execute(sql`UPDATE dpa_documents SET statut = 'draft' WHERE id = ${id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM dpa_documents WHERE id = ${id}`)).rejects.toMatchObject({
      cause: { message: expect.stringContaining('Un DPA signé ne peut pas être supprimé') },
    });
    const [row] = await db.select().from(dpaDocuments).where(eq(dpaDocuments.id, id));
    expect(row?.nom).toBe('Cabinet Brûlé & Associés');
  });

  it('shows, signs and serves a provider only their own DPA', async () => {
    const own = (await t.get('/api/dpa/content', { token })).json().dpa;
    expect((await t.get('/api/dpa/content', { token: otherToken })).json().dpa).toBeNull();
    const otherDraft = (await generate({ ...FORM, nom: 'Autre cabinet' }, otherToken)).json().dpa;
    expect((await sign(own.id, otherToken)).statusCode).toBe(404);
    expect((await sign(otherDraft.id, token)).statusCode).toBe(404);
    expect((await t.get(`/api/dpa/${own.id}/pdf`, { token: otherToken })).statusCode).toBe(404);
    expect((await t.get(`/api/dpa/${otherDraft.id}/pdf`, { token })).statusCode).toBe(404);
    expect((await t.get('/api/dpa/pas-un-uuid/pdf', { token })).statusCode).toBe(404);
    expect((await t.get('/api/dpa/content', { token: otherToken })).json().dpa.id).toBe(otherDraft.id);
  });

  it('counts an administrator as covered', async () => {
    const admin = await createUser(t.deps, { role: 'admin' });
    const adminToken = await t.login(admin.email, admin.password);
    expect((await t.get('/api/dpa/status', { token: adminToken })).json().hasValidDPA).toBe(true);
  });

  itWithPdftotext(
    'downloads a PDF whose text reads back with French intact (skipped without /usr/bin/pdftotext: install poppler-utils)',
    async () => {
      const dpa = (await t.get('/api/dpa/content', { token })).json().dpa;
      const response = await t.get(`/api/dpa/${dpa.id}/pdf`, { token });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="DPA-${dpa.numeroContrat}.pdf"`,
      );
      // Line breaks of the layout become spaces, so phrases can be looked up whole.
      const text = await pdfText(response.rawPayload);
      for (const expected of [
        'Cabinet Brûlé & Associés',
        dpa.numeroContrat,
        'Responsable du traitement',
        'Sous-traitant',
        'Sécurité du traitement',
        'un niveau de sécurité adapté au risque',
        'données à caractère personnel',
        'mots de passe hachés avec argon2id',
        '« Informatique et',
        'met en œuvre',
        'Adresse IP constatée par le serveur : 198.51.100.7',
        sha256Hex(dpa.contenu),
      ]) {
        expect(text).toContain(expected);
      }
    },
  );

  itWithPdftotext('prints names outside WinAnsi as written (« Łukasz Nguyễn »)', async () => {
    const lukasz = await createUser(t.deps, { name: 'Łukasz Nguyễn' });
    const lukaszToken = await t.login(lukasz.email, lukasz.password);
    const draft = await generate(
      { ...FORM, nom: 'Łukasz Nguyễn', adresse: '3 Øresundsvej, 2300 København — Ğ' },
      lukaszToken,
    );
    expect(draft.statusCode, draft.body).toBe(201);
    const pdf = await t.get(`/api/dpa/${draft.json().dpa.id}/pdf`, { token: lukaszToken });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Łukasz Nguyễn');
    expect(text).toContain('3 Øresundsvej, 2300 København — Ğ');
  });

  it('lets account erasure remove the signed DPA with the user', async () => {
    const db = t.deps.database.db;
    await db.delete(users).where(eq(users.id, provider.id));
    expect(await db.select().from(dpaDocuments).where(eq(dpaDocuments.userId, provider.id))).toEqual([]);
  });
});
