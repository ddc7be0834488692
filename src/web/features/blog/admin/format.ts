import { formatDateTime } from '../../../../shared/french-format';
import { BLOG_POST_STATUS_LABELS, type TAdminBlogPost } from '../../../../shared/schemas/blog';

const ZONE = 'Europe/Paris';

/** « Programmé le 12 nov. 2026 à 14:30 », « Publié », « Brouillon ». */
export function statusText(post: Pick<TAdminBlogPost, 'status' | 'publishAt'>): string {
  const label = BLOG_POST_STATUS_LABELS[post.status];
  return post.status === 'scheduled' && post.publishAt
    ? `${label} le ${formatDateTime(post.publishAt, ZONE, 'medium')}`
    : label;
}

export const formatAdminDateTime = (iso: string) => formatDateTime(iso, ZONE, 'medium');

/** A datetime-local value (Paris wall clock) from an instant, and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
  return parts.replace(' ', 'T');
}

export function fromLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  // The offset of Paris at that wall-clock time, found by formatting the UTC guess back.
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const shown = toLocalInput(new Date(guess).toISOString());
  const [, sy, smo, sd, sh, smi] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(shown)?.map(Number) ?? [];
  const offset = Date.UTC(sy ?? y, (smo ?? mo) - 1, sd ?? d, sh ?? h, smi ?? mi) - guess;
  return new Date(guess - offset).toISOString();
}
