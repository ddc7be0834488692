/** The page of one client, by the key the list gave (already URL-safe: base64url). */
export function clientPath(key: string): string {
  return `/dashboard/clients/${key}`;
}
