import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { healthRoutes } from './health/routes';
import { registerModules } from './index';

/**
 * One schema per payload (ADR 0028): every request body, query string, header set and response a
 * route declares is a schema exported by src/shared/schemas — the very object the browser parses
 * or builds its form with, not a copy. Route parameters may stay local: no form or fetcher builds
 * them, the path does.
 */
const SHARED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/schemas');

async function sharedSchemas(): Promise<Set<unknown>> {
  const files = readdirSync(SHARED_DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const modules = await Promise.all(files.map((name) => import(path.join(SHARED_DIR, name))));
  return new Set(
    modules.flatMap((module: Record<string, unknown>) =>
      Object.values(module).filter((value) => typeof value === 'object' && value !== null && '_zod' in value),
    ),
  );
}

/** Every route of the API as registered, without a database: the routes only read deps when called. */
async function registeredRoutes(): Promise<RouteOptions[]> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  const deps = {
    config: loadConfig({ APP_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' }),
    database: { db: {} },
  } as unknown as AppDeps;
  await app.register(healthRoutes(deps));
  await registerModules(app, deps);
  await app.ready();
  await app.close();
  return routes;
}

type TZodish = { _zod?: { def: unknown; parent?: TZodish } };

/**
 * The shared schema itself, or a copy of it that adds only metadata (zod's `.meta()` keeps the
 * same definition and names the original as its parent): the OpenAPI examples of /api/v1.
 */
function isShared(value: unknown, shared: Set<unknown>): boolean {
  let current = value as TZodish | undefined;
  while (current) {
    if (shared.has(current)) return true;
    const parent = current._zod?.parent;
    if (!parent || parent._zod?.def !== current._zod?.def) return false;
    current = parent;
  }
  return false;
}

/** The payload schemas of a route that do not come from src/shared/schemas, named. */
function localPayloads(route: RouteOptions, shared: Set<unknown>): string[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const payloads: [string, unknown][] = [
    ['body', schema.body],
    ['querystring', schema.querystring],
    ['headers', schema.headers],
    ...Object.entries((schema.response ?? {}) as Record<string, unknown>).map(
      ([status, value]): [string, unknown] => [`response ${status}`, value],
    ),
  ];
  return payloads
    .filter(([, value]) => value !== undefined && !isShared(value, shared))
    .map(([part]) => `${String(route.method)} ${route.url} ${part}`);
}

describe('one schema per payload (ADR 0028)', () => {
  it('declares every body, query string, header set and response with a schema of src/shared/schemas', async () => {
    const shared = await sharedSchemas();
    const routes = await registeredRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.flatMap((route) => localPayloads(route, shared))).toEqual([]);
  });

  it('tells a copy from the shared schema itself', async () => {
    const shared = await sharedSchemas();
    const { ZMessageResponse } = await import('../../shared/schemas/common');
    const route = (response: unknown) =>
      ({ method: 'GET', url: '/api/x', schema: { response: { 200: response } } }) as unknown as RouteOptions;
    expect(localPayloads(route(ZMessageResponse), shared)).toEqual([]);
    expect(localPayloads(route(ZMessageResponse.extend({})), shared)).toEqual(['GET /api/x response 200']);
    // An example attached with .meta() is the same schema; a changed one is not.
    expect(localPayloads(route(ZMessageResponse.meta({ examples: [] })), shared)).toEqual([]);
    expect(localPayloads(route(ZMessageResponse.meta({}).extend({})), shared)).toEqual([
      'GET /api/x response 200',
    ]);
  });
});
