/** What `@socket.io/postgres-adapter` sends for each broadcast (one statement, one round trip). */
export const ADAPTER_NOTIFY_SQL = 'SELECT pg_notify($1, $2)';

/** Bind parameters stay far below PostgreSQL's 65,535. */
const MAX_PER_STATEMENT = 100;

type TQuery = (text: string, params: string[]) => Promise<unknown>;
type TPending = { channel: string; payload: string; resolve(): void; reject(err: unknown): void };

/**
 * The adapter's notifications of one turn of the event loop, sent in one statement
 * (ADR 0044). A booking makes four broadcasts: its provider, the public calendar, the bell and
 * the balance. That is one round trip instead of four, in the order they were made.
 *
 * A statement is one transaction, and PostgreSQL folds identical notifications of one
 * transaction into one. So a (channel, payload) already in the statement being gathered goes
 * into the next one: every broadcast is still delivered.
 */
export function batchNotifications(query: TQuery): (channel: string, payload: string) => Promise<void> {
  let statements: TPending[][] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const ready = statements;
    statements = [];
    for (const batch of ready) {
      const calls = batch.map((_, i) => `pg_notify($${2 * i + 1}, $${2 * i + 2})`);
      query(
        `SELECT ${calls.join(', ')}`,
        batch.flatMap((n) => [n.channel, n.payload]),
      ).then(
        () => {
          for (const n of batch) n.resolve();
        },
        (err: unknown) => {
          for (const n of batch) n.reject(err);
        },
      );
    }
  };

  return (channel, payload) =>
    new Promise<void>((resolve, reject) => {
      let batch = statements.at(-1);
      const repeated = batch?.some((n) => n.channel === channel && n.payload === payload);
      if (!batch || repeated || batch.length >= MAX_PER_STATEMENT) {
        batch = [];
        statements.push(batch);
      }
      batch.push({ channel, payload, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
