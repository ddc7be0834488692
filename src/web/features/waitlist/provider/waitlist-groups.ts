import type { TWaitlistEntry } from '../../../../shared/schemas/waitlist';

export type TWindowGroup = { from: string; to: string; entries: TWaitlistEntry[] };
export type TServiceGroup = { serviceId: string; serviceName: string; windows: TWindowGroup[] };

/** A service the list no longer has (archived since the client joined). */
export const ARCHIVED_SERVICE = 'Prestation archivée';

/**
 * Entries by service (in the order of the provider's services), then by window (earliest first),
 * each window's entries in the order the clients joined: the order offers go out in.
 */
export function groupEntries(
  entries: readonly TWaitlistEntry[],
  services: ReadonlyArray<{ id: string; name: string }>,
): TServiceGroup[] {
  const rank = new Map(services.map((service, index) => [service.id, index]));
  const byService = new Map<string, TWaitlistEntry[]>();
  for (const entry of entries)
    byService.set(entry.serviceId, [...(byService.get(entry.serviceId) ?? []), entry]);
  return [...byService]
    .sort(([a], [b]) => (rank.get(a) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b) ?? Number.MAX_SAFE_INTEGER))
    .map(([serviceId, list]) => ({
      serviceId,
      serviceName: services.find((service) => service.id === serviceId)?.name ?? ARCHIVED_SERVICE,
      windows: groupWindows(list),
    }));
}

function groupWindows(entries: readonly TWaitlistEntry[]): TWindowGroup[] {
  const windows = new Map<string, TWindowGroup>();
  for (const entry of [...entries].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const key = `${entry.from}/${entry.to}`;
    const group = windows.get(key) ?? { from: entry.from, to: entry.to, entries: [] };
    group.entries.push(entry);
    windows.set(key, group);
  }
  return [...windows.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}
