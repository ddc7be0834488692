import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '../../../shared/schemas/api-keys';
import { keyHeader } from '../../../test/api-key-factories';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, type TTestProvider } from '../../../test/booking-factories';
import { apiKeys } from '../../db/schema';
import { hashApiKeySecret } from './secret';
import { V1_MESSAGES } from './v1-auth';

let t: TestApp;
let lea: TTestProvider;
let marc: TTestProvider;

beforeAll(async () => {
  t = await createTestApp();
  lea = await createProvider(t, { displayName: 'Salon Léa' });
  marc = await createProvider(t, { displayName: 'Cabinet Marc' });
});
afterAll(() => t.close());

async function create(token: string, body: unknown) {
  return t.post('/api/api-keys', body, { token });
}

describe('« Clés d’API »: create, list, revoke', () => {
  it('shows the secret once and keeps only its SHA-256 and its first characters', async () => {
    const response = await create(lea.token, {
      name: '  Zapier ',
      scopes: ['services:read', 'services:read'],
    });
    expect(response.statusCode).toBe(201);
    const { apiKey, secret } = response.json();
    expect(secret).toMatch(/^crn_live_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Zapier', scopes: ['services:read'], lastUsedAt: null });
    expect(apiKey.prefix).toBe(secret.slice(0, 12));
    const [row] = await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row?.hash).toBe(hashApiKeySecret(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const list = (await t.get('/api/api-keys', { token: lea.token })).json();
    expect(list.apiKeys.map((k: { id: string }) => k.id)).toContain(apiKey.id);
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('answers 400 naming the field for a missing name, a long name, no scope or an unknown scope', async () => {
    const cases = [
      [{ name: ' ', scopes: ['services:read'] }, 'name', API_KEY_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(81), scopes: ['services:read'] }, 'name', API_KEY_MESSAGES.nameTooLong],
      [{ name: 'CRM', scopes: [] }, 'scopes', API_KEY_MESSAGES.scopesRequired],
      [{ name: 'CRM', scopes: ['admin:all'] }, 'scopes.0', API_KEY_MESSAGES.scopeUnknown],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await create(lea.token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field, message });
    }
    const count = await t.deps.database.db.$count(apiKeys, eq(apiKeys.providerId, lea.id));
    expect(count).toBe(1);
  });

  it('lists only the provider’s own keys and answers 404 to another provider’s revocation', async () => {
    const { apiKey } = (await create(lea.token, { name: 'CRM', scopes: ['clients:read'] })).json();
    const marcs = (await t.get('/api/api-keys', { token: marc.token })).json();
    expect(marcs.apiKeys).toEqual([]);
    const refused = await t.delete(`/api/api-keys/${apiKey.id}`, { token: marc.token });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(API_KEY_MESSAGES.notFound);
    expect((await t.delete('/api/api-keys/pas-un-uuid', { token: lea.token })).statusCode).toBe(404);
  });

  it('refuses a revoked key at once, and leaves it out of the list', async () => {
    const { apiKey, secret } = (await create(lea.token, { name: 'Make', scopes: ['services:read'] })).json();
    expect((await t.get('/api/v1/services', { headers: keyHeader(secret) })).statusCode).toBe(200);
    expect((await t.delete(`/api/api-keys/${apiKey.id}`, { token: lea.token })).statusCode).toBe(200);
    const after = await t.get('/api/v1/services', { headers: keyHeader(secret) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(V1_MESSAGES.unauthorized);
    const list = (await t.get('/api/api-keys', { token: lea.token })).json();
    expect(list.apiKeys.map((k: { id: string }) => k.id)).not.toContain(apiKey.id);
    expect((await t.delete(`/api/api-keys/${apiKey.id}`, { token: lea.token })).statusCode).toBe(404);
  });

  it('notes the last use, at most once a minute', async () => {
    const { apiKey, secret } = (await create(lea.token, { name: 'n8n', scopes: ['services:read'] })).json();
    const lastUsed = async () =>
      (await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id)))[0]?.lastUsedAt;
    await t.get('/api/v1/services', { headers: keyHeader(secret) });
    const first = await lastUsed();
    expect(first).toEqual(t.clock.now());
    t.clock.advance(30_000);
    await t.get('/api/v1/services', { headers: keyHeader(secret) });
    expect(await lastUsed()).toEqual(first);
    t.clock.advance(31_000);
    await t.get('/api/v1/services', { headers: keyHeader(secret) });
    expect(await lastUsed()).toEqual(t.clock.now());
  });

  it('never takes a key where a session is expected', async () => {
    const { secret } = (await create(lea.token, { name: 'CRM', scopes: ['bookings:read'] })).json();
    expect((await t.get('/api/bookings', { token: secret })).statusCode).toBe(401);
    expect((await t.get('/api/api-keys', { token: secret })).statusCode).toBe(401);
  });
});
