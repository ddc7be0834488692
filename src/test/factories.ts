import { randomBytes } from 'node:crypto';
import { users } from '../server/db/schema';
import type { AppDeps } from '../server/deps';
import { hashPassword } from '../server/modules/auth/password';
import type { TUserRow } from '../server/modules/auth/user-dto';

export const DEFAULT_PASSWORD = 'Motdepasse-solide-1';

/** argon2 is deliberately slow: one hash per distinct password per test run. */
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type TUserOverrides = Partial<
  Pick<TUserRow, 'email' | 'name' | 'role' | 'nom' | 'siret' | 'adresse' | 'telephone' | 'createdAt'>
> & {
  password?: string;
  /** Default true: most tests need an account that can log in. */
  verified?: boolean;
};

export type TTestUser = TUserRow & { password: string };

/** Inserts a user straight into the database (no e-mail, no rate limit); unique e-mail by default. */
export async function createUser(deps: AppDeps, overrides: TUserOverrides = {}): Promise<TTestUser> {
  const { password = DEFAULT_PASSWORD, verified = true, ...fields } = overrides;
  const now = deps.now();
  const [row] = await deps.database.db
    .insert(users)
    .values({
      email: `user-${randomBytes(5).toString('hex')}@exemple.fr`,
      name: 'Claire Dupont',
      role: 'client',
      createdAt: now,
      updatedAt: now,
      ...fields,
      passwordHash: await cachedHash(password),
      emailVerifiedAt: verified ? now : null,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return { ...row, password };
}

let ipCounter = 0;
/** A fresh documentation address (TEST-NET-3) per call: per-IP limits of one test never spill into the next. */
export function nextTestIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}
