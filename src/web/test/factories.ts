import type { TUser } from '../../shared/schemas/auth';
import { STORAGE } from '../lib/storage-keys';

let sequence = 0;

export function createUser(overrides: Partial<TUser> = {}): TUser {
  sequence += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    _id: id,
    email: `camille${sequence}@example.fr`,
    name: 'Camille Martin',
    role: 'client',
    emailVerified: true,
    nom: null,
    siret: null,
    adresse: null,
    telephone: null,
    createdAt: '2026-03-29T08:00:00.000Z',
    ...overrides,
  };
}

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * An unsigned JWT-shaped token: the browser only reads its payload. `claims` adds to it or
 * overrides it (`imp` marks an administrator's session as the user, `exp` its end).
 */
export function createToken(
  user: Pick<TUser, 'id' | 'email' | 'name' | 'role'>,
  claims: Record<string, unknown> = {},
): string {
  const payload = {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    exp: 4102444800,
    ...claims,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

/** A browser that signed in earlier (SPEC §9 keys). */
export function seedSession(user: TUser, options: { rememberMe?: boolean; token?: string } = {}): string {
  const rememberMe = options.rememberMe ?? true;
  const token = options.token ?? createToken(user);
  const storage = rememberMe ? localStorage : sessionStorage;
  storage.setItem(STORAGE.token, token);
  storage.setItem(STORAGE.authToken, token);
  localStorage.setItem(STORAGE.user, JSON.stringify(user));
  localStorage.setItem(STORAGE.rememberMe, String(rememberMe));
  if (user.role === 'admin') localStorage.setItem(STORAGE.adminRedirect, 'true');
  return token;
}
