import { z } from 'zod';
import type { TRouteAccess } from '../server/http/access';
import type { TRouteRequest } from './route-requests';

/** One bad request derived from a valid one: what changed, and the field a 400 must name. */
export type TMutation = {
  label: string;
  request: TRouteRequest;
  /** Sent as the JSON body instead of `request.body` (payloads JSON.stringify cannot build). */
  rawBody?: string;
  /** When set, the answer must be 400 naming exactly this field. */
  field?: string;
};

type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
};

const NUL = 'a\u0000b';
const HUGE_TEXT = 'x'.repeat(10_000);
const PLACEHOLDER = '__creneau_fuzz__';
const DEEP = `${'['.repeat(1000)}1${']'.repeat(1000)}`;
/** Year 0, 9999 and -1, a day that does not exist, a month out of range, the largest JS date. */
const EXTREME_DATES = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '9999-12',
  '0000-00',
];
const LOOKS_LIKE_DATE = /^\d{4}-\d{2}/;
/** Wrong types, NaN and numbers no field accepts. */
const WRONG_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['objet', { a: 1 }],
  ['tableau vide', []],
  ['nombre', 12_345],
  ['nombre négatif', -1],
  ['décimal', 1.5],
  ['énorme', 1e308],
  ['au-delà de 2^53', 2 ** 53 + 2],
  ['"NaN"', 'NaN'],
  ['chaîne numérique', '12'],
  ['chaîne vide', ''],
  ['texte de 10 000 caractères', HUGE_TEXT],
];

/** Years 0, 9999 and -1 go into every field; a field holding a date gets every extreme date. */
const YEARS_EVERYWHERE = EXTREME_DATES.slice(0, 3);

/** The JSON Schema (input side) of a route's zod schema, or undefined when it has none. */
function jsonSchemaOf(schema: unknown): TJsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
}

function hasType(schema: TJsonSchema, type: string): boolean {
  return [schema.type].flat().includes(type);
}

/** Every path of a schema: containers and their fields, `0` for the first item of an array. */
export function fieldPaths(schema: TJsonSchema | undefined, path: string[] = []): string[][] {
  if (!schema) return [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const container = variants.find((v) => hasType(v, 'object') || hasType(v, 'array'));
    return container ? fieldPaths(container, path) : [path];
  }
  const own = path.length > 0 ? [path] : [];
  if (hasType(schema, 'object') && schema.properties) {
    return [...own, ...Object.entries(schema.properties).flatMap(([k, v]) => fieldPaths(v, [...path, k]))];
  }
  if (hasType(schema, 'array') && schema.items) return [...own, ...fieldPaths(schema.items, [...path, '0'])];
  return own;
}

function valueAt(body: unknown, path: string[]): unknown {
  let current = body;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `body` with `value` at `path`, creating the objects and arrays on the way. */
function withValueAt(body: unknown, path: string[], value: unknown): unknown {
  const root = structuredClone(typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  let current: Record<string, unknown> = root;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      current[key] = value;
      return;
    }
    const existing = current[key];
    const next =
      typeof existing === 'object' && existing !== null
        ? existing
        : /^\d+$/.test(path[index + 1] ?? '')
          ? []
          : {};
    current[key] = next;
    current = next as Record<string, unknown>;
  });
  return root;
}

function isDateLike(value: unknown): boolean {
  return typeof value === 'string' && LOOKS_LIKE_DATE.test(value);
}

function valuesFor(original: unknown): Array<[string, unknown]> {
  const asArray: [string, unknown] = ['tableau au lieu d’une valeur', [original ?? 'x']];
  const dates = isDateLike(original) ? EXTREME_DATES : YEARS_EVERYWHERE;
  return [...WRONG_VALUES, ...dates.map((d): [string, unknown] => [`date ${d}`, d]), asArray];
}

/** NUL, 10 000 characters, wrong types, extreme dates, nesting and arrays in each field of the body. */
function bodyMutations(route: TRouteAccess, base: TRouteRequest): TMutation[] {
  const mutations: TMutation[] = [];
  for (const path of fieldPaths(jsonSchemaOf(route.schema?.body))) {
    const field = path.join('.');
    const original = valueAt(base.body, path);
    mutations.push({
      label: `${field} = NUL`,
      request: { ...base, body: withValueAt(base.body, path, NUL) },
      field,
    });
    for (const [name, value] of valuesFor(original)) {
      const outOfRange = isDateLike(original) && EXTREME_DATES.includes(value as string);
      mutations.push({
        label: `${field} = ${name}`,
        request: { ...base, body: withValueAt(base.body, path, value) },
        ...(outOfRange ? { field } : {}),
      });
    }
    const raw = JSON.stringify(withValueAt(base.body, path, PLACEHOLDER)).replace(`"${PLACEHOLDER}"`, DEEP);
    mutations.push({ label: `${field} = 1000 niveaux d’imbrication`, request: base, rawBody: raw });
  }
  return mutations;
}

const MEGABYTE_BODY = JSON.stringify({ texte: 'x'.repeat(1024 * 1024) });
const WHOLE_BODIES: Array<[string, string]> = [
  ['corps vide', ''],
  ['corps null', 'null'],
  ['corps tableau', '[]'],
  ['corps chaîne', '"texte"'],
  ['corps nombre', '123'],
  ['JSON coupé', '{"a":'],
  ['NaN brut', '{"a":NaN}'],
  ['__proto__', '{"__proto__":{"admin":true}}'],
  ['clé NUL', '{"a\\u0000":1}'],
  ['100 000 niveaux', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['plus d’un mégaoctet', MEGABYTE_BODY],
];

function wholeBodyMutations(route: TRouteAccess, base: TRouteRequest): TMutation[] {
  if (route.method === 'GET') return [];
  return WHOLE_BODIES.map(([label, rawBody]) => ({ label, request: base, rawBody }));
}

const TEXT_VALUES: Array<[string, string]> = [
  ['chaîne vide', ''],
  ['texte de 10 000 caractères', HUGE_TEXT],
  ['"NaN"', 'NaN'],
  ['nombre énorme', '1e308'],
  ...EXTREME_DATES.map((d): [string, string] => [`date ${d}`, d]),
];

/** Each query parameter: NUL, repeated (an array), long, extreme dates. */
function queryMutations(route: TRouteAccess, base: TRouteRequest): TMutation[] {
  const schema = jsonSchemaOf(route.schema?.querystring);
  const names = Object.keys(schema?.properties ?? {});
  return names.flatMap((name) => {
    const original = base.query?.[name];
    const at = (value: string | string[]) => ({ ...base, query: { ...base.query, [name]: value } });
    const dateLike = isDateLike(original);
    return [
      { label: `?${name} = NUL`, request: at(NUL), field: name },
      { label: `?${name} répété`, request: at(['a', 'b']) },
      ...TEXT_VALUES.map(([label, value]) => ({
        label: `?${name} = ${label}`,
        request: at(value),
        ...(dateLike && EXTREME_DATES.includes(value) ? { field: name } : {}),
      })),
    ];
  });
}

/** Each path parameter: NUL, long, not a uuid, a uuid of nothing, an encoded slash. */
function paramMutations(route: TRouteAccess, base: TRouteRequest): TMutation[] {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const segments = base.path.split('/');
  const routeSegments = route.url.split('/');
  return names.flatMap((name) => {
    const index = routeSegments.indexOf(`:${name}`);
    const at = (value: string) => ({
      ...base,
      path: segments.map((s, i) => (i === index ? encodeURIComponent(value) : s)).join('/'),
    });
    return [
      { label: `/:${name} = NUL`, request: at(NUL), field: name },
      { label: `/:${name} = 10 000 caractères`, request: at(HUGE_TEXT) },
      { label: `/:${name} = pas un uuid`, request: at('pas-un-uuid') },
      { label: `/:${name} = uuid inconnu`, request: at('00000000-0000-4000-8000-000000000000') },
      { label: `/:${name} = barre encodée`, request: at('a/../b') },
      {
        label: `/:${name} = encodage invalide`,
        request: { ...base, path: segments.map((s, i) => (i === index ? '%E0%A4%A' : s)).join('/') },
      },
    ];
  });
}

/** The headers a route reads (Idempotency-Key): NUL and long. */
function headerMutations(route: TRouteAccess, base: TRouteRequest): TMutation[] {
  const names = Object.keys(jsonSchemaOf(route.schema?.headers)?.properties ?? {});
  return names.flatMap((name) => [
    {
      label: `en-tête ${name} = NUL`,
      request: { ...base, headers: { ...base.headers, [name]: NUL } },
      field: name,
    },
    {
      label: `en-tête ${name} = 10 000 caractères`,
      request: { ...base, headers: { ...base.headers, [name]: HUGE_TEXT } },
    },
  ]);
}

/** Every bad request the fuzz sends to one route, derived from a valid request and the route's schemas. */
export function mutationsOf(route: TRouteAccess, base: () => TRouteRequest): TMutation[] {
  return [bodyMutations, wholeBodyMutations, queryMutations, paramMutations, headerMutations].flatMap(
    (mutate) => mutate(route, base()),
  );
}
