import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/schemas/provider-setup';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TTestUser } from '../../../test/factories';
import { appConfig, auditLog, users } from '../../db/schema';
import { getSettings } from '../settings/api';

const SELLER = {
  name: 'Créneau SAS',
  legalForm: 'Société par actions simplifiée',
  capital: '10 000 €',
  address: '10 rue de Rivoli, 75001 Paris',
  siren: '123456789',
  vatNumber: 'FR12123456789',
  vatExempt: false,
  publicationDirector: 'Camille Martin',
};
const TESTIMONIAL = {
  name: 'Julie R.',
  role: 'Coach sportive à Lyon',
  text: 'Mes clients réservent le soir, je n’ai plus à répondre au téléphone.',
  consentDate: '2026-10-02',
};

describe('administrators’ configuration', () => {
  let t: TestApp;
  let admin: TTestUser;
  let adminToken: string;
  let providerToken: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        REGISTRATION_COUNTRIES: 'FR,BE',
        SUPPORT_EMAIL: 'aide@exemple.fr',
        DPA_SUBPROCESSORS: 'Scaleway SAS|Hébergement|France;Brevo|Envoi des e-mails|France',
      },
    });
    admin = await createUser(t.deps, { role: 'admin', email: 'admin-config@exemple.fr' });
    adminToken = await t.login(admin.email, admin.password);
    const provider = await createUser(t.deps);
    providerToken = await t.login(provider.email, provider.password);
  });
  afterAll(() => t?.close());

  beforeEach(async () => {
    // Each case starts from the initial values; the next request must not see a stale copy.
    await t.deps.database.db.delete(appConfig);
    t.clock.advance(60_000);
  });

  const put = (body: unknown) => t.put('/api/admin/config', body, { token: adminToken });
  const storedKeys = async () =>
    (await t.deps.database.db.select({ key: appConfig.key }).from(appConfig)).map((r) => r.key).sort();

  it('starts from the environment and built-in values when nothing is stored', async () => {
    const response = await t.get('/api/admin/config', { token: adminToken });
    expect(response.statusCode).toBe(200);
    expect(response.json().config).toEqual({
      registrationOpen: true,
      registrationCountries: ['FR', 'BE'],
      supportEmail: 'aide@exemple.fr',
      seller: {
        name: 'Créneau SAS',
        legalForm: 'Société par actions simplifiée',
        capital: null,
        address: 'Paris, France',
        siren: null,
        vatNumber: null,
        vatExempt: false,
        publicationDirector: null,
      },
      host: { name: null, address: null, phone: null },
      subprocessors: [
        { name: 'Scaleway SAS', role: 'Hébergement', country: 'France' },
        { name: 'Brevo', role: 'Envoi des e-mails', country: 'France' },
      ],
      testimonials: [],
      maintenanceMessage: null,
      providerDefaults: DEFAULT_SETTINGS,
      bankTransfer: null,
    });
  });

  it('is for administrators only', async () => {
    expect((await t.get('/api/admin/config', { token: providerToken })).statusCode).toBe(403);
    expect(
      (await t.put('/api/admin/config', { supportEmail: 'x@exemple.fr' }, { token: providerToken }))
        .statusCode,
    ).toBe(403);
    expect(await storedKeys()).toEqual([]);
  });

  it('changes only the keys a PUT sends, and answers the whole configuration', async () => {
    const response = await put({ seller: SELLER, maintenanceMessage: 'Maintenance ce soir de 22 h à 23 h.' });
    expect(response.statusCode).toBe(200);
    const { config } = response.json();
    expect(config.seller).toEqual(SELLER);
    expect(config.maintenanceMessage).toBe('Maintenance ce soir de 22 h à 23 h.');
    expect(config.supportEmail).toBe('aide@exemple.fr');
    expect(await storedKeys()).toEqual(['maintenanceMessage', 'seller']);

    const next = await put({ maintenanceMessage: null });
    expect(next.json().config.seller).toEqual(SELLER);
    expect(next.json().config.maintenanceMessage).toBeNull();
    const [row] = await t.deps.database.db.select().from(appConfig).where(eq(appConfig.key, 'seller'));
    expect(row?.updatedBy).toBe(admin.id);
  });

  it.each([
    [{ seller: { ...SELLER, siren: '12345678' } }, 'seller.siren', 'Le SIREN doit comporter 9 chiffres'],
    [{ seller: { ...SELLER, vatNumber: 'DE123456789' } }, 'seller.vatNumber', /commencer par FR/],
    [{ testimonials: [{ ...TESTIMONIAL, text: '  ' }] }, 'testimonials.0.text', 'Le texte est obligatoire'],
    [
      { testimonials: [TESTIMONIAL, { ...TESTIMONIAL, consentDate: '2026-02-31' }] },
      'testimonials.1.consentDate',
      /date du consentement/,
    ],
    [
      { testimonials: Array.from({ length: 21 }, () => TESTIMONIAL) },
      'testimonials',
      'Au plus 20 témoignages',
    ],
    [{ registrationCountries: ['fr'] }, 'registrationCountries.0', /deux lettres majuscules/],
    [{ registrationCountries: [] }, 'registrationCountries', 'Indiquez au moins un pays autorisé'],
    [{ supportEmail: 'pas-une-adresse' }, 'supportEmail', "L'e-mail du support est invalide"],
    [{ maintenanceMessage: 'x'.repeat(301) }, 'maintenanceMessage', /300 caractères/],
    [{ maintenanceMessage: 'Ligne\u0007' }, 'maintenanceMessage', /caractères de contrôle/],
    [
      { providerDefaults: { ...DEFAULT_SETTINGS, workDayStart: '18:00', workDayEnd: '09:00' } },
      'providerDefaults.workDayEnd',
      'La fin de la journée de travail doit suivre son début',
    ],
    [{ subprocessors: [] }, 'subprocessors', 'Indiquez au moins un sous-traitant'],
  ])(
    'refuses a bad value with a French message naming its path (%#), and writes none of the keys',
    async (bad, field, message) => {
      // A valid key beside the bad one: all or nothing.
      const response = await put({ registrationOpen: false, ...bad });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION', field });
      expect(body.message).toMatch(message);
      expect(await storedKeys()).toEqual([]);
      expect((await t.get('/api/config/public')).json().config.registrationOpen).toBe(true);
    },
  );

  it('keeps the paragraphs of a testimonial, and refuses other control characters in it', async () => {
    const text = 'Premier paragraphe.\n\nSecond paragraphe.';
    const saved = await put({ testimonials: [{ ...TESTIMONIAL, text }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().config.testimonials[0].text).toBe(text);
    const refused = await put({ testimonials: [{ ...TESTIMONIAL, text: 'Bip\u0007' }] });
    expect(refused.json()).toMatchObject({ field: 'testimonials.0.text', message: /caractères de contrôle/ });
  });

  it('refuses an unknown key by name', async () => {
    const response = await put({ supportEmail: 'support@exemple.fr', couleur: 'bleu' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'couleur',
      message: 'Clé de configuration inconnue : couleur',
    });
    expect(await storedKeys()).toEqual([]);
  });

  it('records who changed what in the audit log, before and after, only for the keys that changed', async () => {
    await put({ supportEmail: 'support@exemple.fr', registrationOpen: true });
    const [entry] = await t.deps.database.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'config.update',
      targetType: 'config',
      targetLabel: 'supportEmail',
      changes: { supportEmail: { before: 'aide@exemple.fr', after: 'support@exemple.fr' } },
    });
    // registrationOpen was sent with its value: neither stored nor audited.
    expect(await storedKeys()).toEqual(['supportEmail']);

    const count = (await t.deps.database.db.select().from(auditLog)).length;
    expect((await put({ supportEmail: 'support@exemple.fr' })).statusCode).toBe(200);
    expect((await t.deps.database.db.select().from(auditLog)).length).toBe(count);
  });

  it('shows the public pages only their part, with cache headers', async () => {
    await put({ seller: SELLER, testimonials: [TESTIMONIAL], maintenanceMessage: 'Bientôt une nouveauté.' });
    const response = await t.get('/api/config/public');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    expect(response.json()).toEqual({
      success: true,
      config: {
        registrationOpen: true,
        registrationCountries: ['FR', 'BE'],
        supportEmail: 'aide@exemple.fr',
        // The VAT regime is public: every invoice states it, and the legal notice too.
        seller: SELLER,
        host: { name: null, address: null, phone: null },
        subprocessors: [
          { name: 'Scaleway SAS', role: 'Hébergement', country: 'France' },
          { name: 'Brevo', role: 'Envoi des e-mails', country: 'France' },
        ],
        testimonials: [{ name: TESTIMONIAL.name, role: TESTIMONIAL.role, text: TESTIMONIAL.text }],
        maintenanceMessage: 'Bientôt une nouveauté.',
      },
    });
  });

  it('the legal pages and new DPAs list the configured sub-processors', async () => {
    await put({ subprocessors: [{ name: 'OVHcloud', role: 'Hébergement', country: 'France' }] });
    const legal = await t.get('/api/legal/subprocessors');
    expect(legal.json().subprocessors).toEqual([{ nom: 'OVHcloud', role: 'Hébergement', pays: 'France' }]);

    const provider = await createUser(t.deps);
    const token = await t.login(provider.email, provider.password);
    const generated = await t.post(
      '/api/dpa/generate',
      { nom: 'Cabinet Martin', adresse: '1 rue de la Paix, Paris', acceptTerms: true, acceptDPA: true },
      { token },
    );
    expect(generated.statusCode).toBe(201);
    const contenu: string = generated.json().dpa.contenu;
    expect(contenu).toContain('OVHcloud');
    expect(contenu).not.toContain('Scaleway SAS');
  });

  it('keeps the stored provider defaults when they predate a setting, which then takes its default', async () => {
    // Saved before issue 33: no waitlistEnabled in the object.
    const { waitlistEnabled: _added, ...older } = {
      ...DEFAULT_SETTINGS,
      maxAdvanceDays: 90,
      slotStepMinutes: 15,
    };
    await t.deps.database.db.insert(appConfig).values({ key: 'providerDefaults', value: older });
    const response = await t.get('/api/admin/config', { token: adminToken });
    expect(response.json().config.providerDefaults).toEqual({
      ...DEFAULT_SETTINGS,
      maxAdvanceDays: 90,
      slotStepMinutes: 15,
      waitlistEnabled: true,
    });
    // A new provider starts from them.
    const registered = await t.post('/api/auth/register', {
      name: 'Rose Lambert',
      email: 'rose-defaults@exemple.fr',
      password: 'Motdepasse-solide-9',
    });
    expect(registered.statusCode).toBe(201);
    const [user] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'rose-defaults@exemple.fr'));
    expect(await getSettings(t.deps.database.db, user?.id ?? '')).toMatchObject({
      maxAdvanceDays: 90,
      slotStepMinutes: 15,
      waitlistEnabled: true,
    });
  });

  it('keeps a copy per process: a row written behind its back shows after 30 s at the latest', async () => {
    expect((await t.get('/api/config/public')).json().config.supportEmail).toBe('aide@exemple.fr');
    // Another process without the cluster's message (the worker, a lost signal) wrote this.
    await t.deps.database.db.insert(appConfig).values({ key: 'supportEmail', value: 'ailleurs@exemple.fr' });
    t.clock.advance(29_000);
    expect((await t.get('/api/config/public')).json().config.supportEmail).toBe('aide@exemple.fr');
    t.clock.advance(2_000);
    expect((await t.get('/api/config/public')).json().config.supportEmail).toBe('ailleurs@exemple.fr');
  });
});
