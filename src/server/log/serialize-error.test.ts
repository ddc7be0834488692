import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskEmailsIn } from './mask';
import { serializeError } from './serialize-error';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VsZ3Jvc3NlbA$aGFjaGVkZWhhY2hl';

/** What node-postgres and PGlite throw: the SQLSTATE and the row in `detail`. */
function databaseError(message: string, code: string) {
  return Object.assign(new Error(message), {
    code,
    detail: 'Key (lower(email))=(jeanne@exemple.fr) already exists.',
    where: 'SQL statement',
    internalQuery: `insert … '${HASH}'`,
  });
}

describe('serializeError', () => {
  it('keeps the SQL of a failed drizzle query and drops its parameters', () => {
    const cause = databaseError(
      'duplicate key value violates unique constraint "users_email_lower_idx"',
      '23505',
    );
    const err = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['jeanne@exemple.fr', HASH],
      cause,
    );
    const logged = serializeError(err);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
      cause: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "users_email_lower_idx"',
      },
    });
    const text = JSON.stringify(logged);
    expect(text).not.toContain('jeanne@exemple.fr');
    expect(text).not.toContain(HASH);
    expect(text).not.toContain('params');
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: insert into "users"[^\n]*\n\s+at /);
  });

  it('masks the value a data exception quotes in its message', () => {
    const err = databaseError(`invalid input syntax for type integer: "${HASH}"`, '22P02');
    expect(serializeError(err).message).toBe('invalid input syntax for type integer: "[masqué]"');
    expect(JSON.stringify(serializeError(err))).not.toContain(HASH);
  });

  it('describes a thrown non-Error value without printing it', () => {
    expect(serializeError('jeanne@exemple.fr')).toMatchObject({ type: 'string' });
    expect(JSON.stringify(serializeError('jeanne@exemple.fr'))).not.toContain('jeanne');
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('jeanne.petit@exemple.fr')).toBe('j***@exemple.fr');
    expect(maskEmail('pas-une-adresse')).toBe('***');
    expect(maskEmailsIn('550 5.1.1 <jeanne@exemple.fr>: Recipient address rejected')).toBe(
      '550 5.1.1 <j***@exemple.fr>: Recipient address rejected',
    );
  });
});
