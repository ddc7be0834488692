import { Globe } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { visitorTimeZone } from '../utils/calendar-dates';

const noSubscription = () => () => {};
/**
 * The page drawn by the server (ADR 0068) cannot know the visitor's zone: it draws no notice, and
 * the browser adds it right after taking the page over, instead of disagreeing with the drawing.
 */
const unknownZone = () => null;

/** Names both zones when the visitor's device is not in the provider's (times are the provider's). */
export function ZoneNotice({ timeZone }: { timeZone: string }) {
  const visitor = useSyncExternalStore(noSubscription, visitorTimeZone, unknownZone);
  if (!visitor || visitor === timeZone) return null;
  return (
    <p className="flex items-start gap-2 text-xs text-slate-600">
      <Globe className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>
        Heures affichées dans le fuseau {timeZone} (vous êtes en {visitor})
      </span>
    </p>
  );
}
