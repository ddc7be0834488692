import { DISMISSED_BANNERS } from '../../../../shared/schemas/banners';

/** SPEC §3 « Locally dismissed notification record »: when it was closed, when to forget it (ms). */
export type TDismissedRecord = { id: string; timestamp: number; expires: number };

const DAY_MS = 24 * 60 * 60 * 1000;

function isRecord(value: unknown): value is TDismissedRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r.id === 'string' && typeof r.timestamp === 'number' && typeof r.expires === 'number';
}

/** The records still valid at `now` (expired and malformed ones purged), newest last. */
export function readDismissed(now: number, storage: Storage = localStorage): TDismissedRecord[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(DISMISSED_BANNERS.storageKey) ?? '[]');
  } catch {
    parsed = [];
  }
  const records = (Array.isArray(parsed) ? parsed : []).filter(isRecord).filter((r) => r.expires > now);
  return records.slice(-DISMISSED_BANNERS.max);
}

/** SPEC §9: kept 30 days, at most 50 (the oldest go first), expired ones purged on every write. */
export function rememberDismissed(
  id: string,
  now: number,
  storage: Storage = localStorage,
): TDismissedRecord[] {
  const kept = readDismissed(now, storage).filter((r) => r.id !== id);
  const next = [...kept, { id, timestamp: now, expires: now + DISMISSED_BANNERS.days * DAY_MS }].slice(
    -DISMISSED_BANNERS.max,
  );
  try {
    storage.setItem(DISMISSED_BANNERS.storageKey, JSON.stringify(next));
  } catch {
    // A full or refused storage only means the server's record (dismiss-global) is the one kept.
  }
  return next;
}
