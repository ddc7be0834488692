import type { TRole } from '../../../shared/schemas/auth';

/** SPEC §6: 'administrator' is an admin too; anything else (user, missing) is a provider. */
export function normalizeRole(role: unknown): TRole {
  return role === 'admin' || role === 'administrator' ? 'admin' : 'client';
}

export function isAdminRole(role: unknown): boolean {
  return normalizeRole(role) === 'admin';
}

/** Where a signed-in person belongs by default. */
export function homePathFor(role: unknown): '/admin' | '/dashboard' {
  return isAdminRole(role) ? '/admin' : '/dashboard';
}
