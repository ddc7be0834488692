import { describe, expect, it } from 'vitest';
import { JOB_LABELS } from '../../shared/schemas/job-failures';
import { DEAD_LETTER_QUEUE, deadLetterOf, errorTextOf } from './dead-letters';
import type { TJobDefinition } from './job-definition';
import { JOB_DEFINITIONS } from './registry';
import { queueOptionsOf } from './start-jobs';

describe('dead letters (ADR 0053)', () => {
  it('gives every queue the dead-letter queue, except the dead-letter queue itself', () => {
    const options = JOB_DEFINITIONS.map((d) => [
      d.name,
      queueOptionsOf(d as unknown as TJobDefinition).deadLetter,
    ]);
    expect(options[0]).toEqual([DEAD_LETTER_QUEUE, undefined]);
    expect(options.slice(1).every(([, deadLetter]) => deadLetter === DEAD_LETTER_QUEUE)).toBe(true);
    expect(deadLetterOf('stripe.refund')).toBe(DEAD_LETTER_QUEUE);
  });

  it('names every job in French for « Envois en échec »', () => {
    const unnamed = JOB_DEFINITIONS.map((d) => d.name).filter(
      (name) => name !== DEAD_LETTER_QUEUE && !(name in JOB_LABELS),
    );
    expect(unnamed).toEqual([]);
  });

  it('keeps one line of the failed attempt’s error: its message, its class when not a plain Error', () => {
    expect(errorTextOf({ name: 'Error', message: 'Stripe ne répond pas', stack: 'Error: …\n    at x' })).toBe(
      'Stripe ne répond pas',
    );
    expect(errorTextOf({ name: 'StripeAPIError', message: 'panne' })).toBe('StripeAPIError: panne');
    expect(errorTextOf({ value: 'une chaîne lancée' })).toBe('une chaîne lancée');
    expect(errorTextOf({ value: 42 })).toBe('42');
    expect(errorTextOf({ code: 'X' })).toBe('{"code":"X"}');
    expect(errorTextOf(null)).toBe('Erreur sans message');
  });
});
