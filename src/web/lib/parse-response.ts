import type { z } from 'zod';

/** The server answered 2xx with a body we cannot use (SPEC §8 "unsuccessful result"). */
export class UnexpectedResponseError extends Error {
  constructor() {
    super('Réponse inattendue du serveur');
  }
}

/** Checks a 2xx body against the shared contract, so a screen never renders half a response. */
export function parseResponse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new UnexpectedResponseError();
  return result.data;
}
