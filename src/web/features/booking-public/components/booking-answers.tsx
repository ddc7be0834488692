import type { TBookingAnswer } from '../../../../shared/schemas/service-options';
import { answerText } from '../../../../shared/schemas/service-options';

/** The client's answers to the service's questions, as plain text (never HTML). */
export function BookingAnswers({ answers }: { answers: readonly TBookingAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <section aria-labelledby="booking-answers" className="border-t border-slate-100 pt-4">
      <h2 id="booking-answers" className="text-sm font-semibold text-slate-900">
        Vos réponses
      </h2>
      <dl className="mt-2 space-y-2">
        {answers.map((answer) => (
          <div key={answer.questionId}>
            <dt className="text-sm text-slate-500">{answer.label}</dt>
            <dd className="text-sm font-medium break-words whitespace-pre-line text-slate-900">
              {answerText(answer.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
