import type { TOverride } from '../../../../shared/schemas/provider-setup';

/** Consecutive days with the same hours and note: « congés du 3 au 17 août » shown as one line. */
export type TOverrideGroup = {
  from: string;
  to: string;
  ranges: TOverride['ranges'];
  note: string;
  overrides: TOverride[];
};

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const sameHours = (a: TOverride, b: Pick<TOverride, 'ranges' | 'note'>) =>
  a.note === b.note && JSON.stringify(a.ranges) === JSON.stringify(b.ranges);

/** Groups exceptions sorted by date into runs of consecutive days with the same hours and note. */
export function groupOverrides(sorted: readonly TOverride[]): TOverrideGroup[] {
  const groups: TOverrideGroup[] = [];
  for (const override of sorted) {
    const last = groups.at(-1);
    if (last && nextDay(last.to) === override.date && sameHours(override, last)) {
      last.to = override.date;
      last.overrides.push(override);
    } else {
      groups.push({
        from: override.date,
        to: override.date,
        ranges: override.ranges,
        note: override.note,
        overrides: [override],
      });
    }
  }
  return groups;
}
