import { Phone } from 'lucide-react';
import { formatDateTime } from '../../../../shared/french-format';
import { formatPhone, phoneHref } from '../../../../shared/phone-format';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Notice } from '../../../components/ui/notice';

/** Why the link can no longer cancel or move the booking, in the words the server would use. */
export function describeClosedBooking(input: {
  start: string;
  deadline: string | null;
  timeZone: string;
  /** When it was booked: one booked inside the notice never had a deadline ahead (issue 30). */
  createdAt?: string;
  now?: Date;
}): string {
  const now = input.now ?? new Date();
  if (Date.parse(input.start) <= now.getTime()) {
    return 'Ce rendez-vous est passé : il ne peut plus être annulé ni déplacé en ligne.';
  }
  if (input.deadline && input.createdAt && Date.parse(input.deadline) <= Date.parse(input.createdAt)) {
    const hours = Math.round((Date.parse(input.start) - Date.parse(input.deadline)) / 3_600_000);
    return `Ce rendez-vous ne peut pas être annulé ni déplacé en ligne : il a été pris moins de ${hours} h avant son début.`;
  }
  return input.deadline
    ? `Ce rendez-vous ne peut plus être annulé ni déplacé en ligne : le délai a pris fin le ${formatDateTime(input.deadline, input.timeZone)}.`
    : 'Ce rendez-vous ne peut plus être annulé ni déplacé en ligne.';
}

/** A refusal inside the cancellation notice, with the professional's phone to call instead. */
export function RefusalNotice({ message, phone }: { message: string; phone: string }) {
  return (
    <div className="space-y-3">
      <Notice tone="warning">{message}</Notice>
      {phone ? (
        <a href={phoneHref(phone)} className={buttonClasses('secondary', 'md')}>
          <Phone className="size-4" aria-hidden="true" />
          Appeler le {formatPhone(phone)}
        </a>
      ) : (
        <p className="text-sm text-slate-600">Contactez directement votre professionnel.</p>
      )}
    </div>
  );
}
