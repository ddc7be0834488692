import { useState } from 'react';
import { BookingAnswers } from '../../../components/booking/booking-answers';
import { ActionButton } from '../../../components/ui/action-button';
import { InlineSpinner } from '../../../components/ui/spinner';
import { useBookingAnswersQuery } from '../api/get-booking-answers';

function Answers({ bookingId }: { bookingId: string }) {
  const answers = useBookingAnswersQuery(bookingId, true);
  if (answers.isPending) return <InlineSpinner label="Chargement des réponses…" />;
  if (answers.isError) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        Impossible de charger les réponses.
        <ActionButton variant="secondary" size="sm" onClick={() => void answers.refetch()}>
          Réessayer
        </ActionButton>
      </div>
    );
  }
  if (answers.data.length === 0)
    return <p className="text-sm text-slate-600">Aucune réponse à des questions.</p>;
  return <BookingAnswers answers={answers.data} />;
}

/** « Réponses »: the client's answers to the service's questions, loaded when opened; plain text. */
export function ClientBookingAnswers({ bookingId, when }: { bookingId: string; when: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="basis-full" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:underline">
        Réponses<span className="sr-only"> du rendez-vous du {when}</span>
      </summary>
      {open && (
        <div className="mt-2 rounded-lg bg-slate-50 p-2">
          <Answers bookingId={bookingId} />
        </div>
      )}
    </details>
  );
}
