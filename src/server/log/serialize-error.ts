/** What the log keeps of an error: never the values of a query, nor a row the database quoted. */
export type TLoggedError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  /** The type and safe message, then the stack frames alone. */
  stack: string;
  cause?: TLoggedError;
};

const MAX_CAUSES = 4;

/**
 * drizzle's DrizzleQueryError says "Failed query: … params: <every value>" (an argon2id hash, a
 * client's name and e-mail…); the query text itself only has $1, $2 placeholders. A data error
 * of PostgreSQL quotes the offending value ('invalid input syntax for type uuid: "…"').
 */
function safeMessage(err: Error, ownCode: string | undefined): string {
  const message = err.message.replace(/\nparams: [\s\S]*$/, '');
  if (ownCode?.startsWith('22')) return message.replace(/"[^"]*"/g, '"[masqué]"');
  return message;
}

function stackFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * The `err` serializer of every log (Fastify's pino, the processes' pino: log/logger.ts): type, message, code
 * and stack frames. Everything else an error carries is left out on purpose: drizzle's `params`,
 * PostgreSQL's `detail` ("Key (email)=(…)"), `where`, `hint` and `internalQuery`.
 */
export function serializeError(err: unknown, depth = 0): TLoggedError {
  if (!(err instanceof Error)) {
    const message = '[valeur lancée qui n’est pas une Error]';
    return { type: typeof err, message, stack: message };
  }
  const own = err as Error & { code?: unknown; statusCode?: unknown };
  const code = typeof own.code === 'string' ? own.code : undefined;
  const type = err.constructor?.name || err.name;
  const message = safeMessage(err, code);
  const frames = stackFrames(err.stack);
  const logged: TLoggedError = {
    type,
    message,
    stack: frames ? `${type}: ${message}\n${frames}` : `${type}: ${message}`,
  };
  if (code) logged.code = code;
  if (typeof own.statusCode === 'number') logged.statusCode = own.statusCode;
  if (err.cause !== undefined && depth < MAX_CAUSES) logged.cause = serializeError(err.cause, depth + 1);
  return logged;
}
