import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';

describe('readable booking addresses (issue 15)', () => {
  let t: TestApp;
  let julie: { id: string; token: string };
  let other: { id: string; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    const a = await createUser(t.deps, { name: 'Julie Moreau' });
    const b = await createUser(t.deps);
    julie = { id: a.id, token: await t.login(a.email, a.password) };
    other = { id: b.id, token: await t.login(b.email, b.password) };
  });
  afterAll(() => t.close());

  const setSlug = (slug: unknown, token = julie.token) => t.put('/api/provider/slug', { slug }, { token });

  it('opens the same page at /booking/{slug} and at the id’s address, which names the slug', async () => {
    const saved = await setSlug('julie-moreau-sophrologue');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({ providerId: julie.id, slug: 'julie-moreau-sophrologue' });
    const bySlug = await t.get('/api/public/providers/julie-moreau-sophrologue');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().provider).toMatchObject({ id: julie.id, slug: 'julie-moreau-sophrologue' });
    const byId = await t.get(`/api/public/providers/${julie.id}`);
    expect(byId.json().provider).toMatchObject({ id: julie.id, slug: 'julie-moreau-sophrologue' });
    expect((await t.get('/api/provider/profile', { token: julie.token })).json().profile.slug).toBe(
      'julie-moreau-sophrologue',
    );
    // The profile form leaves the address alone.
    const profile = await t.put(
      '/api/provider/profile',
      { displayName: 'Julie Moreau', description: '', address: '', phone: '', timezone: 'Europe/Paris' },
      { token: julie.token },
    );
    expect(profile.json().profile.slug).toBe('julie-moreau-sophrologue');
  });

  it('keeps each address to one provider, even after they leave it: what was printed keeps leading to their page (issue 30)', async () => {
    const taken = await setSlug('julie-moreau-sophrologue', other.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      field: 'slug',
      message: 'Cette adresse est déjà prise : choisissez-en une autre.',
    });
    // Julie moves to another address, then back to the id's: the first address still opens her page.
    expect((await setSlug('julie-sophrologie')).json().profile.slug).toBe('julie-sophrologie');
    expect((await setSlug(null)).json().profile.slug).toBeNull();
    for (const old of ['julie-moreau-sophrologue', 'julie-sophrologie']) {
      const page = await t.get(`/api/public/providers/${old}`);
      expect(page.statusCode, old).toBe(200);
      expect(page.json().provider).toMatchObject({ id: julie.id, slug: null });
      // No one else may take it, and she may take it back.
      expect((await setSlug(old, other.token)).statusCode, old).toBe(409);
    }
    expect((await setSlug('julie-moreau-sophrologue')).json().profile.slug).toBe('julie-moreau-sophrologue');
    expect((await t.get('/api/public/providers/julie-sophrologie')).json().provider.slug).toBe(
      'julie-moreau-sophrologue',
    );
    expect((await setSlug('cabinet-autre', other.token)).statusCode).toBe(200);
  });

  it('refuses reserved words, id-shaped, malformed and too short addresses with a French 400 on `slug`', async () => {
    const cases: [unknown, string][] = [
      ['admin', 'Cette adresse est réservée : choisissez-en une autre.'],
      [
        '0b6c1e2a-1111-4222-8333-944455556666',
        'Cette adresse ressemble à un identifiant : choisissez-en une autre.',
      ],
      [
        'Julie Moreau',
        'Lettres minuscules sans accent, chiffres et tirets simples uniquement (ex. julie-moreau)',
      ],
      ['jo', 'L’adresse doit compter au moins 3 caractères'],
      [
        'julie--moreau',
        'Lettres minuscules sans accent, chiffres et tirets simples uniquement (ex. julie-moreau)',
      ],
    ];
    for (const [slug, message] of cases) {
      const response = await setSlug(slug);
      expect(response.statusCode, String(slug)).toBe(400);
      expect(response.json()).toMatchObject({ field: 'slug', message });
    }
  });
});
