import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

const ZBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'attendu : true ou false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZCountryList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(
    z.array(z.string().regex(/^[A-Z]{2}$/, 'codes pays ISO à deux lettres séparés par des virgules')).min(1),
  );

/** « Nom|Rôle|Pays;Nom|Rôle|Pays »: the sub-processors listed in the DPA (GDPR art. 28(2)). */
const ZSubprocessors = z
  .string()
  .transform((v) =>
    v
      .split(';')
      .map((entry) => entry.split('|').map((part) => part.trim()))
      .filter((parts) => parts.some(Boolean)),
  )
  .pipe(
    z
      .array(
        z
          .tuple([z.string().min(1), z.string().min(1), z.string().min(1)], {
            error: 'entrées « Nom|Rôle|Pays » séparées par des points-virgules',
          })
          .transform(([nom, role, pays]) => ({ nom, role, pays })),
      )
      .min(1, 'au moins un sous-traitant'),
  );

/**
 * Who may speak for the client in X-Forwarded-For (docs/decisions/0017): the proxies' own
 * addresses (the documented set-up), a hop count, or `true` — read as one hop, because trusting
 * every entry would let any client choose its address.
 */
export type TTrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number; fromBareTrue: boolean }
  | { kind: 'addresses'; addresses: string[] };

const MAX_PROXY_HOPS = 10;
const TRUST_PROXY_HINT =
  'adresses ou CIDR des proxys séparés par des virgules (ex. 10.0.0.0/8,127.0.0.1), un nombre de sauts, true ou false';

const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TTrustProxy => {
    if (value === 'false' || value === '0') return { kind: 'none' };
    if (value === 'true') return { kind: 'hops', hops: 1, fromBareTrue: true };
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > MAX_PROXY_HOPS) ctx.addIssue({ code: 'custom', message: `au plus ${MAX_PROXY_HOPS} sauts` });
      return { kind: 'hops', hops, fromBareTrue: false };
    }
    const addresses = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    try {
      // proxy-addr knows addresses, CIDRs and the loopback / linklocal / uniquelocal keywords.
      proxyAddr.compile(addresses);
    } catch {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HINT });
    }
    return { kind: 'addresses', addresses };
  });

/**
 * Placeholders for development and demonstration instances only: a production instance refuses
 * to generate a DPA while its sub-processors are these (or none) — a signed contract names real
 * companies (issue 15). Set DPA_SUBPROCESSORS or fill them in /admin/config.
 */
export const PLACEHOLDER_SUBPROCESSORS =
  "Hébergeur de l'instance (démonstration)|Hébergement de l'application et de la base de données|France;" +
  "Fournisseur d'e-mail de l'instance (démonstration)|Envoi des e-mails transactionnels|Union européenne";

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url({ message: 'URL attendue, par ex. https://creneau.example.fr' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'URL postgres://… attendue')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'URL smtp://… ou smtps://… attendue')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Créneau <no-reply@creneau.local>'),
  JWT_SECRET: z.string().min(32, 'au moins 32 caractères').optional(),
  ADMIN_EMAIL: z.email({ message: 'adresse e-mail invalide' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'au moins 8 caractères').max(128).optional(),
  SEED_DEMO: ZBoolean.optional(),
  /** Without SMTP, the whole text of e-mails (links included) in the log: see loadServerConfig. */
  LOG_EMAIL_BODIES: ZBoolean.optional(),
  TRUST_PROXY: ZTrustProxy.default({ kind: 'none' }),
  REGISTRATION_COUNTRIES: ZCountryList.default(['FR']),
  REGISTRATION_ALLOW_UNKNOWN_COUNTRY: ZBoolean.default(true),
  /** Initial support address of the administrators' configuration (docs/decisions/0031). */
  SUPPORT_EMAIL: z.email({ message: 'adresse e-mail invalide' }).default('contact@creneau.fr'),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /**
   * Lets push go to http:// endpoints, on any port (ADR 0035, 0049): for tests and a developer's
   * machine only, refused with NODE_ENV=production. Private addresses need OUTBOUND_ALLOW_PRIVATE.
   */
  PUSH_ALLOW_INSECURE: ZBoolean.default(false),
  /**
   * Lets addresses users typed reach private, loopback and link-local addresses (ADR 0049): tests,
   * and self-hosted set-ups whose calendar server is on a private network. Warned about at start.
   */
  OUTBOUND_ALLOW_PRIVATE: ZBoolean.default(false),
  /** Card payments (issue 13, ADR 0037): without it, payments are recorded by hand (transfers). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** Signs Stripe's webhook deliveries (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * Signs Stripe Connect's webhook deliveries (whsec_…; issue 34, ADR 0061): with STRIPE_SECRET_KEY,
   * providers may take deposits and card guarantees on their own Stripe account.
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe's API base address: a local stand-in in tests (default https://api.stripe.com). */
  STRIPE_API_URL: z.url({ message: 'URL attendue, par ex. http://127.0.0.1:12111' }).optional(),
  /** SMS reminders (issue 35, ADR 0062): the SMS provider; unset, this instance sends no SMS. */
  SMS_PROVIDER: z.enum(['brevo'], { message: 'brevo attendu' }).optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  /** The SMS provider's API base address: a local stand-in in tests (default https://api.brevo.com). */
  SMS_API_URL: z.url({ message: 'URL attendue, par ex. https://api.brevo.com' }).optional(),
  /** The sender's name the client reads: 11 letters or digits at most, beginning with a letter. */
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,10}$/, '11 lettres ou chiffres au plus, commençant par une lettre')
    .optional(),
  /** How often the reminder dispatcher looks for due reminders. */
  REMINDER_TICK_SECONDS: z.coerce
    .number({ message: 'nombre de secondes attendu' })
    .int('nombre entier de secondes attendu')
    .min(1, 'au moins 1 seconde')
    .max(3600, 'au plus 3600 secondes')
    .default(15),
  DPA_SUBPROCESSORS: ZSubprocessors.default(ZSubprocessors.parse(PLACEHOLDER_SUBPROCESSORS)),
  /**
   * A clock the parent process moves forward over IPC (ADR 0052): browser journeys see a scheduled
   * article or a reminder come due without waiting. Refused with NODE_ENV=production.
   */
  TEST_CLOCK: ZBoolean.default(false),
  /**
   * What of the API's OpenAPI description is public (issue 30): `ui` (the Swagger UI at /api/docs
   * and its document), `document` (only /api/docs/json) or `none`. Default: `ui` on a developer's
   * machine, `document` with NODE_ENV=production.
   */
  API_DOCS_PUBLIC: z.enum(['none', 'document', 'ui'], { message: 'none, document ou ui attendu' }).optional(),
  /** The web app's source maps served (default: outside production only). */
  SOURCE_MAPS_PUBLIC: ZBoolean.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset or 'development' on a developer's machine; 'production' (or anything else) elsewhere. */
  NODE_ENV: z.string().min(1).optional(),
});

export type TConfig = Omit<
  z.infer<typeof ZEnv>,
  'APP_URL' | 'SEED_DEMO' | 'LOG_EMAIL_BODIES' | 'API_DOCS_PUBLIC' | 'SOURCE_MAPS_PUBLIC'
> & {
  API_DOCS_PUBLIC: 'none' | 'document' | 'ui';
  SOURCE_MAPS_PUBLIC: boolean;
  APP_URL: string;
  DATA_DIR: string;
  /** Whether an empty database gets the demo accounts (see resolveSeedDemo). */
  SEED_DEMO: boolean;
  /** Whether the log carries e-mails' text when there is no SMTP (ADR 0048). */
  LOG_EMAIL_BODIES: boolean;
};

export class ConfigError extends Error {}

/**
 * The demo accounts have passwords printed in the README: they only belong on a developer's
 * machine. Unless SEED_DEMO says otherwise, an empty database gets them only when nothing looks
 * like a deployment: embedded database, no ADMIN_EMAIL, NODE_ENV other than production.
 */
function resolveSeedDemo(
  c: Pick<z.infer<typeof ZEnv>, 'SEED_DEMO' | 'DATABASE_URL' | 'ADMIN_EMAIL' | 'NODE_ENV'>,
): boolean {
  if (c.SEED_DEMO !== undefined) return c.SEED_DEMO;
  return !c.DATABASE_URL && !c.ADMIN_EMAIL && c.NODE_ENV !== 'production';
}

/** Reads and validates the environment; throws a ConfigError naming every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${String(i.path[0])}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) {
    throw new ConfigError(
      'Configuration invalide :\n  - ADMIN_PASSWORD: requis quand ADMIN_EMAIL est défini',
    );
  }
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Configuration invalide :\n  - VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: les deux ou aucune (clés générées et gardées en base)',
    );
  }
  if (Boolean(c.STRIPE_SECRET_KEY) !== Boolean(c.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Configuration invalide :\n  - STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: les deux ou aucune (sans elles, paiement par virement seulement)',
    );
  }
  if (c.SMS_PROVIDER && (!c.SMS_API_KEY || !c.SMS_SENDER)) {
    throw new ConfigError(
      'Configuration invalide :\n  - SMS_API_KEY, SMS_SENDER: requises quand SMS_PROVIDER est défini',
    );
  }
  if (c.PUSH_ALLOW_INSECURE && c.NODE_ENV === 'production') {
    throw new ConfigError(
      'Configuration invalide :\n  - PUSH_ALLOW_INSECURE: réservé aux tests et au développement, refusé avec NODE_ENV=production',
    );
  }
  if (c.TEST_CLOCK && c.NODE_ENV === 'production') {
    throw new ConfigError(
      'Configuration invalide :\n  - TEST_CLOCK: horloge des parcours de test, refusée avec NODE_ENV=production',
    );
  }
  return {
    ...c,
    APP_URL: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    DATA_DIR: path.resolve(c.DATA_DIR),
    SEED_DEMO: resolveSeedDemo(c),
    LOG_EMAIL_BODIES: c.LOG_EMAIL_BODIES ?? false,
    API_DOCS_PUBLIC: c.API_DOCS_PUBLIC ?? (c.NODE_ENV === 'production' ? 'document' : 'ui'),
    SOURCE_MAPS_PUBLIC: c.SOURCE_MAPS_PUBLIC ?? c.NODE_ENV !== 'production',
  };
}

/**
 * The web server's configuration (main.ts: `npm start`). On the demo database — embedded, with the
 * demo accounts (ADR 0023) — e-mails' text goes to the log unless LOG_EMAIL_BODIES says otherwise,
 * so a developer without SMTP follows the verification link there. Anywhere else, NODE_ENV unset
 * included, only LOG_EMAIL_BODIES=true logs it (ADR 0048).
 */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const config = loadConfig(env);
  const explicit = env.LOG_EMAIL_BODIES !== undefined && env.LOG_EMAIL_BODIES !== '';
  if (explicit || config.DATABASE_URL || !config.SEED_DEMO) return config;
  return { ...config, LOG_EMAIL_BODIES: true };
}
