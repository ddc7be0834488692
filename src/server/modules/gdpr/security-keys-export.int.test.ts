import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider } from '../../../test/booking-factories';
import { webauthnCredentials } from '../../db/schema';
import { collectProviderExport } from './export-data';
import { exportFiles } from './export-zip';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GDPR export of passkeys', () => {
  it('lists the account’s keys with their public key, nobody else’s', async () => {
    const db = t.deps.database.db;
    const provider = await createProvider(t);
    const other = await createProvider(t, { displayName: 'Salon Marc' });
    const now = t.clock.now();
    await db.insert(webauthnCredentials).values([
      {
        id: 'cle-du-mac',
        userId: provider.id,
        publicKey: Buffer.from([1, 2, 3, 250]),
        transports: ['internal', 'hybrid'],
        deviceType: 'multiDevice',
        backedUp: true,
        name: 'MacBook de Camille',
        createdAt: now,
        lastUsedAt: now,
      },
      {
        id: 'cle-de-marc',
        userId: other.id,
        publicKey: Buffer.from([9]),
        deviceType: 'singleDevice',
        name: 'Clé de Marc',
      },
    ]);

    const files = exportFiles(await collectProviderExport(db, provider.id, now));
    expect(JSON.parse(files['cles-de-securite.json'] ?? '[]')).toEqual([
      {
        id: 'cle-du-mac',
        name: 'MacBook de Camille',
        deviceType: 'multiDevice',
        backedUp: true,
        createdAt: now.toISOString(),
        lastUsedAt: now.toISOString(),
        transports: ['internal', 'hybrid'],
        publicKey: 'AQID-g',
      },
    ]);
    expect(files['cles-de-securite.csv']).toContain(
      `MacBook de Camille;passkey synchronisée;${now.toISOString()};${now.toISOString()};internal, hybrid;AQID-g`,
    );
    expect(files['cles-de-securite.csv']).not.toContain('Marc');
    expect(files['README.txt']).toContain('cles-de-securite.json / cles-de-securite.csv');
  });
});
