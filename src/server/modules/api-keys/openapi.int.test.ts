import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '../../../shared/schemas/api-keys';
import { createApiKey, keyHeader } from '../../../test/api-key-factories';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider } from '../../../test/booking-factories';
import { V1_MESSAGES } from './v1-auth';
import { shownExamples } from './v1-docs';

type TMedia = { example?: unknown; schema?: unknown };
type TOperation = {
  security?: unknown;
  description?: string;
  summary?: string;
  tags?: string[];
  requestBody?: { content: Record<string, TMedia> };
  responses: Record<string, { description?: string; content?: Record<string, TMedia> }>;
};
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

function v1Operations() {
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, op })),
    );
}

const exampleOf = (media: { content?: Record<string, TMedia> } | undefined) =>
  media?.content?.['application/json']?.example;

/** The schema the example was attached to (withExample); undefined for an example nobody attached. */
function schemaShowing(example: unknown) {
  return shownExamples().find((shown) => isDeepStrictEqual(shown.example, example))?.schema;
}

describe('the OpenAPI document of /api/v1', () => {
  it('declares the key as its own bearer scheme, naming the scopes', () => {
    const scheme = doc.components.securitySchemes.apiKey;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const scope of API_KEY_SCOPES) expect(scheme?.description).toContain(scope);
  });

  it('documents every v1 route with that scheme, its scope and the common answers', () => {
    const operations = v1Operations();
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
    }
  });

  it('gives every request body, success and refusal an example, each valid for its own schema', () => {
    for (const { key, path, op } of v1Operations()) {
      const examples: Array<[string, unknown]> = [];
      if (op.requestBody) examples.push([`${key} body`, exampleOf(op.requestBody)]);
      const success = Object.keys(op.responses).filter((status) => status.startsWith('2'));
      expect(success, key).toHaveLength(1);
      const statuses = [...success, '401', '403', '429', ...(path.includes('{id}') ? ['404'] : [])];
      for (const status of statuses) examples.push([`${key} ${status}`, exampleOf(op.responses[status])]);

      for (const [where, example] of examples) {
        expect(example, where).toBeDefined();
        const schema = schemaShowing(example);
        expect(schema, `${where}: no schema holds this example`).toBeDefined();
        const parsed = schema?.safeParse(example);
        expect(parsed?.success, `${where}: ${parsed?.error?.message}`).toBe(true);
      }
      for (const status of ['401', '403', '404', '429'].filter((s) => op.responses[s])) {
        expect(exampleOf(op.responses[status]), `${key} ${status}`).toMatchObject({
          success: false,
          code: expect.any(String),
          message: expect.any(String),
        });
      }
    }
  });

  it('shows the refusals the server really sends', async () => {
    const refusals = (key: string) => doc.paths['/api/v1/services']?.get?.responses[key];
    const anonymous = await t.get('/api/v1/services');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(exampleOf(refusals('401')));

    const lea = await createProvider(t, { displayName: 'Salon Léa' });
    const reader = await createApiKey(t.deps, lea.id, ['bookings:read']);
    const forbidden = await t.get('/api/v1/services', { headers: keyHeader(reader.secret) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(exampleOf(refusals('403')));
    expect(forbidden.json().message).toBe(V1_MESSAGES.forbidden('services:read'));

    const missing = await t.get('/api/v1/bookings/0b6a4c4e-3f1d-4c7a-9a55-2f7e8d1c9b10', {
      headers: keyHeader(reader.secret),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(exampleOf(doc.paths['/api/v1/bookings/{id}']?.get?.responses['404']));
  });

  it('refuses an example that drifted from its schema', () => {
    const body = exampleOf(doc.paths['/api/v1/bookings']?.post?.requestBody) as Record<string, unknown>;
    const schema = schemaShowing(body);
    expect(schema?.safeParse(body).success).toBe(true);
    expect(schema?.safeParse({ ...body, start: '2 juin 2026 10h' }).success).toBe(false);
    expect(schemaShowing({ ...body, start: '2026-06-02T08:00:00+02:00' })).toBeUndefined();
  });
});
