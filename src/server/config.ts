import path from 'node:path';
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

const DEFAULT_SUBPROCESSORS =
  "Hébergeur de l'instance|Hébergement de l'application et de la base de données|France;" +
  "Fournisseur d'e-mail (SMTP_URL)|Envoi des e-mails transactionnels|Union européenne";

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
  TRUST_PROXY: z.string().min(1).optional(),
  REGISTRATION_COUNTRIES: ZCountryList.default(['FR']),
  REGISTRATION_ALLOW_UNKNOWN_COUNTRY: ZBoolean.default(true),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** How often the reminder dispatcher looks for due reminders. */
  REMINDER_TICK_SECONDS: z.coerce
    .number({ message: 'nombre de secondes attendu' })
    .int('nombre entier de secondes attendu')
    .min(1, 'au moins 1 seconde')
    .max(3600, 'au plus 3600 secondes')
    .default(15),
  DPA_SUBPROCESSORS: ZSubprocessors.default(ZSubprocessors.parse(DEFAULT_SUBPROCESSORS)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset or 'development' on a developer's machine; 'production' (or anything else) elsewhere. */
  NODE_ENV: z.string().min(1).optional(),
});

export type TConfig = Omit<z.infer<typeof ZEnv>, 'APP_URL' | 'TRUST_PROXY'> & {
  APP_URL: string;
  DATA_DIR: string;
  /** Fastify trustProxy value: boolean, hop count, or address/CIDR list. */
  TRUST_PROXY: boolean | number | string | undefined;
};

export class ConfigError extends Error {}

/** A developer's machine: e-mails without SMTP are printed in full to the log there, and only there. */
export function isDevelopment(config: Pick<TConfig, 'NODE_ENV'>): boolean {
  return config.NODE_ENV === undefined || config.NODE_ENV === 'development';
}

function parseTrustProxy(value: string | undefined): TConfig['TRUST_PROXY'] {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
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
  return {
    ...c,
    APP_URL: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    DATA_DIR: path.resolve(c.DATA_DIR),
    TRUST_PROXY: parseTrustProxy(c.TRUST_PROXY),
  };
}
