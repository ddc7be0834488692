import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Our deepest body (a DPA signature, a week of ranges) has three levels; attackers send thousands. */
export const MAX_JSON_DEPTH = 16;

export function nulCharacterMessage(field: string, where: 'champ' | 'en-tête' = 'champ'): string {
  const named = where === 'champ' ? `Le champ « ${field} »` : `L'en-tête « ${field} »`;
  return `${named} contient le caractère nul (U+0000), refusé`;
}

export function tooDeepMessage(): string {
  return `Données trop imbriquées : ${MAX_JSON_DEPTH} niveaux au plus`;
}

type TPending = { value: unknown; path: string[] };

/** The first NUL character or the first level too deep in a parsed JSON body, or undefined. */
export function findBodyProblem(body: unknown): AppError | undefined {
  const pending: TPending[] = [{ value: body, path: [] }];
  // Iterative on purpose: a recursive walk is what a deeply nested body would overflow.
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    const field = path.join('.');
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return new AppError('VALIDATION', nulCharacterMessage(field), { field });
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_JSON_DEPTH) return new AppError('VALIDATION', tooDeepMessage(), { field });
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, key];
      if (key.includes('\u0000')) {
        const named = childPath.join('.');
        return new AppError('VALIDATION', nulCharacterMessage(named), { field: named });
      }
      pending.push({ value: child, path: childPath });
    }
  }
  return undefined;
}

function findNul(values: unknown, where: 'champ' | 'en-tête' = 'champ'): AppError | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  for (const [name, value] of Object.entries(values)) {
    const found = [value].flat().some((v) => typeof v === 'string' && v.includes('\u0000'));
    if (found || name.includes('\u0000')) {
      return new AppError('VALIDATION', nulCharacterMessage(name, where), { field: name });
    }
  }
  return undefined;
}

function checkRequestText(request: FastifyRequest): void {
  const problem = findNul(request.params) ?? findNul(request.query) ?? findNul(request.headers, 'en-tête');
  if (problem) throw problem;
}

/**
 * Refuses, before any route sees them, what no schema should have to think of: a NUL character
 * anywhere (PostgreSQL cannot store it in text and errors out) in a JSON body, a path parameter,
 * the query string or a header, and JSON nested deeper than MAX_JSON_DEPTH. Fastify's own JSON
 * parser (with its prototype-poisoning protection) still does the parsing.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string': the body is text, which is what the default parser takes.
    parseJson(request, body as string, (err, parsed) => {
      if (err) return done(err, undefined);
      const problem = findBodyProblem(parsed);
      if (problem) return done(problem, undefined);
      return done(null, parsed);
    });
  });
  app.addHook('preValidation', async (request) => checkRequestText(request));
}
