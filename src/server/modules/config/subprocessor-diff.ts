import { z } from 'zod';
import type { TSubprocessorChangeEntry, TSubprocessorEntry } from '../../db/schema';

const ZEntry = z.object({ name: z.string(), role: z.string(), country: z.string() });

/** One line of a change, as the notice job carries it. */
export const ZSubprocessorChangeEntry = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('added'), after: ZEntry }),
  z.object({ kind: z.literal('removed'), before: ZEntry }),
  z.object({ kind: z.literal('changed'), before: ZEntry, after: ZEntry }),
]);

const same = (a: TSubprocessorEntry, b: TSubprocessorEntry) =>
  a.name === b.name && a.role === b.role && a.country === b.country;
const sameName = (a: TSubprocessorEntry, b: TSubprocessorEntry) =>
  a.name.toLocaleLowerCase('fr') === b.name.toLocaleLowerCase('fr');

/**
 * What changed between two lists, their order aside: an entry kept as it was is no change; one
 * whose name stays (letter case aside) but whose role, country or spelling changes is `changed`;
 * the others are `added` (in the new list's order) or `removed`. Empty: nothing to announce.
 */
export function diffSubprocessors(
  before: readonly TSubprocessorEntry[],
  after: readonly TSubprocessorEntry[],
): TSubprocessorChangeEntry[] {
  const gone = [...before];
  const fresh: TSubprocessorEntry[] = [];
  for (const entry of after) {
    const kept = gone.findIndex((old) => same(old, entry));
    if (kept >= 0) gone.splice(kept, 1);
    else fresh.push(entry);
  }
  const changes: TSubprocessorChangeEntry[] = [];
  for (const entry of fresh) {
    const renamed = gone.findIndex((old) => sameName(old, entry));
    const [old] = renamed >= 0 ? gone.splice(renamed, 1) : [];
    changes.push(old ? { kind: 'changed', before: old, after: entry } : { kind: 'added', after: entry });
  }
  for (const old of gone) changes.push({ kind: 'removed', before: old });
  return changes;
}
