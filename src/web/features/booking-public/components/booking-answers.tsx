import type { TBookingAnswer } from '../../../../shared/schemas/service-options';
import { BookingAnswers as AnswerList } from '../../../components/booking/booking-answers';

/** « Vos réponses »: the client's own answers on their booking's page, as plain text (never HTML). */
export function BookingAnswers({ answers }: { answers: readonly TBookingAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <section aria-labelledby="booking-answers" className="border-t border-slate-100 pt-4">
      <h2 id="booking-answers" className="text-sm font-semibold text-slate-900">
        Vos réponses
      </h2>
      <AnswerList answers={answers} className="mt-2" />
    </section>
  );
}
