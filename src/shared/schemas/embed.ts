import { z } from 'zod';

/**
 * Embedding the booking page in a provider's own site (issue 15, ADR 0040): the sites allowed to
 * frame it, as origins. Secure sites only; `http://localhost` and `http://127.0.0.1` are accepted
 * for a site being built on the provider's own computer.
 */
export const EMBED_ORIGINS_MAX = 10;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
export const EMBED_MESSAGES = {
  invalid: (raw: string) =>
    `« ${raw} » n’est pas l’adresse d’un site (exemple : https://www.mon-cabinet.fr).`,
  insecure: (raw: string) =>
    `« ${raw} » doit commencer par https:// : seul un site sécurisé peut afficher votre page.`,
  notOrigin: (raw: string) => `Indiquez l’adresse du site seule, sans chemin : « ${raw} » → son domaine.`,
  notHost: (raw: string) =>
    `« ${raw} » doit nommer un seul site, sans joker (*) ni séparateur (; , espace) : exemple https://www.mon-cabinet.fr.`,
  tooMany: `${EMBED_ORIGINS_MAX} sites au plus.`,
} as const;

/**
 * A host name as DNS has them once the URL parser lowercased it and turned accents into punycode:
 * letters, digits and hyphens in dot-separated labels. The URL parser itself lets `*`, `;` or `'`
 * through, and an origin goes verbatim into the booking page's CSP (`frame-ancestors`), where
 * they would widen it to every site or add a directive.
 */
const DNS_HOST =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * « https://www.Mon-Cabinet.fr/ » → « https://www.mon-cabinet.fr »: exactly `https://host[:port]`
 * (or a local http address), or the French reason it is refused.
 */
export function parseEmbedOrigin(raw: string): { origin: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { error: EMBED_MESSAGES.invalid(raw) };
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local) return { error: EMBED_MESSAGES.insecure(raw) };
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return { error: EMBED_MESSAGES.notOrigin(raw) };
  if (!DNS_HOST.test(url.hostname)) return { error: EMBED_MESSAGES.notHost(raw) };
  return { origin: url.origin };
}

/** PUT /api/provider/embed: the list as typed; the answer carries it normalised and without duplicates. */
export const ZEmbedInput = z.object({
  origins: z
    .array(
      z
        .string({ error: 'Chaque site doit être une adresse' })
        .max(200, 'Adresse trop longue (200 caractères au plus)'),
      {
        error: 'La liste des sites est obligatoire',
      },
    )
    .max(EMBED_ORIGINS_MAX, EMBED_MESSAGES.tooMany)
    .transform((list, ctx) => {
      const origins: string[] = [];
      list.forEach((raw, index) => {
        if (!raw.trim()) return;
        const parsed = parseEmbedOrigin(raw);
        if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error, path: [index] });
        else if (!origins.includes(parsed.origin)) origins.push(parsed.origin);
      });
      return origins;
    }),
});
export type TEmbedInput = z.input<typeof ZEmbedInput>;
export const ZEmbedResponse = z.object({ success: z.literal(true), origins: z.array(z.string()) });

/** The message the framed booking page sends its host page so the frame takes the page's height. */
export const EMBED_HEIGHT_MESSAGE = 'creneau:height';
