import type { TClientBooking } from '../../../../shared/schemas/clients';
import { BookingAnswers } from '../../../components/booking/booking-answers';

/** « Réponses »: the client's answers to the service's questions, folded; plain text; nothing without answers. */
export function ClientBookingAnswers({
  answers,
  when,
}: {
  answers: TClientBooking['answers'];
  when: string;
}) {
  if (answers.length === 0) return null;
  return (
    <details className="basis-full">
      <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:underline">
        Réponses<span className="sr-only"> du rendez-vous du {when}</span>
      </summary>
      <div className="mt-2 rounded-lg bg-slate-50 p-2">
        <BookingAnswers answers={answers} />
      </div>
    </details>
  );
}
