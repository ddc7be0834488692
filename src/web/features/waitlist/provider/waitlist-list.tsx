import type { TWaitlistEntry } from '../../../../shared/schemas/waitlist';
import { WaitlistEntryItem } from './waitlist-entry-item';
import { formatWindow } from './waitlist-format';
import type { TServiceGroup } from './waitlist-groups';

type WaitlistListProps = {
  groups: readonly TServiceGroup[];
  zone: string;
  thisYear: number;
  onRemove: (entry: TWaitlistEntry) => void;
};

/** The entries under their service's heading, then their window's: a stacked list, phone and desktop alike. */
export function WaitlistList({ groups, zone, thisYear, onRemove }: WaitlistListProps) {
  return (
    <div className="space-y-8">
      {groups.map(({ serviceId, serviceName, windows }) => (
        <section key={serviceId} aria-labelledby={`waitlist-${serviceId}`} className="space-y-4">
          <h2 id={`waitlist-${serviceId}`} className="text-lg font-semibold text-slate-900">
            {serviceName}
          </h2>
          {windows.map(({ from, to, entries }) => {
            const label = formatWindow(from, to, thisYear);
            return (
              <section key={`${from}/${to}`} aria-label={`${serviceName}, ${label}`}>
                <h3 className="mb-2 text-sm font-semibold text-slate-900 first-letter:uppercase">{label}</h3>
                <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
                  {entries.map((entry) => (
                    <WaitlistEntryItem
                      key={entry.id}
                      entry={entry}
                      zone={zone}
                      thisYear={thisYear}
                      onRemove={onRemove}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </section>
      ))}
    </div>
  );
}
