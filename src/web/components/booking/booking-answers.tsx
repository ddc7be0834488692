import { answerText, type TBookingAnswer } from '../../../shared/schemas/service-options';

type BookingAnswersProps = { answers: readonly TBookingAnswer[]; className?: string };

/**
 * A client's answers to the service's questions, label → answer, always as plain text (React
 * escapes it: an answer holding `<b>` shows those characters). Nothing when there is none.
 */
export function BookingAnswers({ answers, className = '' }: BookingAnswersProps) {
  if (answers.length === 0) return null;
  return (
    <dl className={`space-y-2 ${className}`}>
      {answers.map((answer) => (
        <div key={answer.questionId}>
          <dt className="text-xs font-medium text-slate-600">{answer.label}</dt>
          <dd className="text-sm break-words whitespace-pre-line text-slate-900">
            {answerText(answer.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
