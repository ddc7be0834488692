import { PG, pgErrorCode } from './pg-errors';

/** Each step a promise, or a value where the step has nothing to do. */
type TSteps<T extends readonly unknown[]> = readonly [...{ [K in keyof T]: Promise<T[K]> | T[K] }];

/**
 * Awaits steps of one transaction started together, each with its own statements (ADR 0045). The
 * PostgreSQL pool's connections are pipelined: a statement issued while the one before is still
 * unanswered goes out at once, and the server runs them in the order issued. So independent steps
 * cost one round trip between them where awaiting each would cost one each; PGlite runs them in
 * the same order, one by one.
 *
 * Unlike Promise.all it waits for every step to settle before it throws: a failed step must not
 * let the transaction end (and its connection go back to the pool) while another step still has
 * statements to issue on it. The error thrown is the first step's own, not the « transaction
 * aborted » (25P02) that the steps issued after it were then answered.
 */
export async function together<T extends readonly unknown[]>(steps: TSteps<T>): Promise<T> {
  const settled = await Promise.allSettled(steps);
  const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  if (failures.length > 0)
    throw failures.find((err) => pgErrorCode(err) !== PG.inFailedTransaction) ?? failures[0];
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
