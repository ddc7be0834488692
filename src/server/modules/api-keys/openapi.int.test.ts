import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '../../../shared/schemas/api-keys';
import { createTestApp, type TestApp } from '../../../test/app';

type TOperation = { security?: unknown; description?: string; summary?: string; tags?: string[] };
type TDocument = {
  paths: Record<string, Record<string, TOperation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string; description?: string }> };
};

let t: TestApp;
let doc: TDocument;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  doc = t.app.swagger() as unknown as TDocument;
});
afterAll(() => t.close());

describe('the OpenAPI document of /api/v1', () => {
  it('declares the key as its own bearer scheme, naming the scopes', () => {
    const scheme = doc.components.securitySchemes.apiKey;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const scope of API_KEY_SCOPES) expect(scheme?.description).toContain(scope);
  });

  it('documents every v1 route with that scheme, its scope, the common answers and an example', () => {
    const v1 = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/v1/'));
    const operations = v1.flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.map((o) => o.key).sort()).toEqual(
      [
        'GET /api/v1/bookings',
        'GET /api/v1/bookings/{id}',
        'GET /api/v1/clients',
        'GET /api/v1/services',
        'GET /api/v1/slots',
        'POST /api/v1/bookings',
        'POST /api/v1/bookings/{id}/cancel',
        'POST /api/v1/bookings/{id}/reschedule',
      ].sort(),
    );
    for (const { key, op } of operations) {
      expect(op.security, key).toEqual([{ apiKey: [] }]);
      expect(op.description, key).toMatch(/Autorisation requise : `[a-z]+:(read|write)`/);
      expect(op.description, key).toContain('429');
      expect(op.description, key).toMatch(/Exemple/);
    }
  });
});
