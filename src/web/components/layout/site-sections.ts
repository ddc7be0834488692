/** The landing page sections reachable from the header (SPEC §2 "Landing page"). */
export const LANDING_SECTIONS = [
  { hash: '#features', label: 'Fonctionnalités' },
  { hash: '#how-it-works', label: 'Comment ça marche' },
  { hash: '#pricing', label: 'Tarifs' },
  { hash: '#faq', label: 'FAQ' },
] as const;

/** The footer shows the landing anchors only where they exist (SPEC §2 "Shared footer"). */
export function isLandingPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/home';
}

export const AUTH_LINKS = {
  login: '/?auth=login',
  register: '/?auth=register',
} as const;

/** A logged-in visitor on a public page: the header offers their space instead of the sign-in buttons. */
export type TAccountLink = { name: string; href: string };
