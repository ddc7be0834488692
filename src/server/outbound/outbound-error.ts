/**
 * Why an outgoing call failed. `timeout` and `network` are worth retrying; `refused` (an address
 * the guard forbids, an invalid URL), `too-large` and `redirect` are not.
 */
export type TOutboundFailure = 'refused' | 'timeout' | 'too-large' | 'redirect' | 'network';

/** Messages a screen may show as they are (a CalDAV form, a webhook's last error). */
export const OUTBOUND_MESSAGES = {
  invalidUrl: 'Adresse invalide : une URL http ou https, sans identifiants, est attendue.',
  forbidden: 'Adresse refusée : elle mène à une adresse privée, locale ou réservée.',
  unresolved: 'Adresse refusée : ce nom de domaine est introuvable.',
  connectTimeout: (seconds: number) => `Le serveur distant ne répond pas (pas de connexion en ${seconds} s).`,
  timeout: (seconds: number) => `Le serveur distant n’a pas répondu à temps (${seconds} s).`,
  tooLarge: (bytes: number) =>
    `Réponse trop volumineuse du serveur distant (plus de ${Math.floor(bytes / 1024)} Kio).`,
  tooManyRedirects: (hops: number) => `Trop de redirections (plus de ${hops}).`,
  badRedirect: 'Redirection invalide du serveur distant.',
  network: (code: string) => `Connexion au serveur distant impossible (${code}).`,
} as const;

export class OutboundError extends Error {
  constructor(
    readonly kind: TOutboundFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
