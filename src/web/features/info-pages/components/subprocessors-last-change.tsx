import { DEFAULT_TIMEZONE, formatDate } from '../../../../shared/french-format';
import { useSubprocessorsQuery } from '../api/get-subprocessors';

/** A date of the last change, as a <time> in Paris's calendar. */
function Day({ iso }: { iso: string }) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIMEZONE }).format(new Date(iso));
  return <time dateTime={day}>{formatDate(iso, DEFAULT_TIMEZONE, 'long')}</time>;
}

/** When the last change of the sub-processors was announced and from when it applies; nothing before any. */
export function SubprocessorsLastChange() {
  const last = useSubprocessorsQuery().data?.lastChange;
  if (!last) return null;
  return (
    <p>
      Dernier changement de la liste : annoncé le <Day iso={last.announcedAt} />, il s’applique à partir du{' '}
      <Day iso={last.effectiveFrom} />.
    </p>
  );
}
