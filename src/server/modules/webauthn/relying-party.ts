/** The relying party comes from APP_URL: its hostname is the RP id, so changing the domain invalidates keys (ADR 0041). */
export type TRelyingParty = { rpID: string; origin: string; rpName: string };

export function relyingPartyOf(appUrl: string): TRelyingParty {
  const url = new URL(appUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Créneau' };
}

/** The challenge a browser signed, read from its clientDataJSON (base64url JSON); undefined when unreadable. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (parsed as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : undefined;
  } catch {
    return undefined;
  }
}
