import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';

describe('GET /api/admin/users/search', () => {
  let t: TestApp;
  let adminToken: string;
  let providerToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.deps, { role: 'admin', name: 'Alice Admin' });
    const provider = await createUser(t.deps, { name: 'Bruno Coach' });
    adminToken = await t.login(admin.email, admin.password);
    providerToken = await t.login(provider.email, provider.password);
  });
  afterAll(() => t.close());

  const search = (q: string, token?: string) =>
    t.get(`/api/admin/users/search?q=${encodeURIComponent(q)}`, token ? { token } : {});

  it('is for administrators only: guest 401, provider 403, admin 200', async () => {
    const guest = await search('a');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Authentification requise');
    const provider = await search('a', providerToken);
    expect(provider.statusCode).toBe(403);
    expect(provider.json()).toEqual({ success: false, message: 'Accès refusé', code: 'FORBIDDEN' });
    expect((await search('a', adminToken)).statusCode).toBe(200);
  });

  it('finds by partial name, email or nom, case-insensitively', async () => {
    const target = await createUser(t.deps, {
      name: 'Mathilde Rousseau',
      email: 'm.rousseau@cabinet-exemple.fr',
      nom: 'Cabinet Comptable Rousseau',
    });
    for (const q of ['thilde ROUS', 'CABINET-exemple', 'comptable']) {
      const body = (await search(q, adminToken)).json();
      expect(body.success).toBe(true);
      expect(body.users.map((u: { id: string }) => u.id)).toEqual([target.id]);
      expect(body.total).toBe(1);
      expect(body.users[0]).toMatchObject({
        _id: target.id,
        nom: 'Cabinet Comptable Rousseau',
        role: 'client',
      });
      expect(body.users[0]).not.toHaveProperty('passwordHash');
    }
  });

  it('treats % and _ literally', async () => {
    await createUser(t.deps, { name: 'Promo 100% zen' });
    const percent = (await search('100%', adminToken)).json();
    expect(percent.users.map((u: { name: string }) => u.name)).toEqual(['Promo 100% zen']);
    expect((await search('%', adminToken)).json().total).toBe(1);
    expect((await search('_', adminToken)).json().total).toBe(0);
  });

  it('lists the 50 newest accounts for an empty query, with the total of matches', async () => {
    const base = t.clock.now().getTime();
    for (let i = 1; i <= 52; i++) {
      await createUser(t.deps, { name: `Lot ${i}`, createdAt: new Date(base + i * 1000) });
    }
    const body = (await search('', adminToken)).json();
    expect(body.users).toHaveLength(50);
    expect(body.users[0].name).toBe('Lot 52');
    expect(body.users[49].name).toBe('Lot 3');
    expect(body.total).toBe(52 + 4);
    const lots = (await search('lot ', adminToken)).json();
    expect(lots.total).toBe(52);
  });
});
