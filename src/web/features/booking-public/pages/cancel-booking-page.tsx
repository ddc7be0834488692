import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TBooking } from '../../../../shared/schemas/booking';
import type { TManagedBooking } from '../../../../shared/schemas/booking-responses';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { Notice } from '../../../components/ui/notice';
import { InlineSpinner } from '../../../components/ui/spinner';
import { useBookingQuery } from '../api/get-booking';
import { BookingCard, BookingLayout } from '../components/booking-layout';
import { BookingPlace } from '../components/booking-place';
import { BookingSummary } from '../components/booking-summary';
import { CancelForm } from '../components/cancel-form';
import { InvalidLink, LoadFailed } from '../components/page-states';
import { describeClosedBooking, RefusalNotice } from '../components/refusal-notice';
import { isNotFound } from '../utils/error-status';

function CancelBooking({ data, token }: { data: TManagedBooking; token: string }) {
  const { booking, provider } = data;
  const [cancelled, setCancelled] = useState<TBooking | null>(null);
  const summary = (
    <BookingSummary
      booking={booking}
      timeZone={provider.timezone}
      place={<BookingPlace location={booking.location} officeAddress={provider.address} withVideoLink />}
      providerName={provider.displayName}
    />
  );
  const bookAgain = (
    <Link to={`/booking/${provider.id}`} className="text-sm font-semibold text-brand-700 hover:underline">
      Reprendre rendez-vous
    </Link>
  );

  if (cancelled) {
    return (
      <BookingCard labelledBy="cancel-title" className="space-y-4">
        <div className="flex flex-col items-center text-center">
          <CircleCheck className="size-12 text-emerald-600" aria-hidden="true" />
          <h1 id="cancel-title" className="mt-3 text-xl font-bold tracking-tight text-slate-900">
            Rendez-vous annulé
          </h1>
        </div>
        <Notice tone="success">
          Votre rendez-vous est annulé. Un e-mail de confirmation vous a été envoyé.
        </Notice>
        {summary}
        {bookAgain}
      </BookingCard>
    );
  }

  let body = (
    <CancelForm
      booking={booking}
      token={token}
      timeZone={provider.timezone}
      providerPhone={provider.phone}
      onCancelled={setCancelled}
    />
  );
  if (booking.status === 'cancelled') {
    body = (
      <div className="space-y-3">
        <Notice tone="info">Ce rendez-vous est déjà annulé.</Notice>
        {bookAgain}
      </div>
    );
  } else if (booking.status !== 'awaiting_payment' && (booking.status !== 'confirmed' || !data.canCancel)) {
    // A hold (issue 34) may always be given back: nothing is paid yet.
    body = (
      <RefusalNotice
        message={describeClosedBooking({
          start: booking.start,
          deadline: data.cancellationDeadline,
          createdAt: booking.createdAt,
          timeZone: provider.timezone,
        })}
        phone={provider.phone}
      />
    );
  }

  return (
    <BookingCard labelledBy="cancel-title" className="space-y-4">
      <h1 id="cancel-title" className="text-xl font-bold tracking-tight text-slate-900">
        Annuler votre rendez-vous
      </h1>
      {summary}
      <div className="border-t border-slate-100 pt-4">{body}</div>
    </BookingCard>
  );
}

/** /cancel-booking/{bookingId}/{token}: cancel without an account, within the provider's notice. */
export function CancelBookingPage() {
  const { bookingId = '', token = '' } = useParams();
  const query = useBookingQuery(bookingId, token);
  useDocumentTitle('Annuler un rendez-vous — Créneau');

  return (
    <BookingLayout providerName={query.data?.provider.displayName}>
      {query.isPending && <InlineSpinner />}
      {query.isError &&
        (isNotFound(query.error) ? (
          <InvalidLink />
        ) : (
          <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
        ))}
      {query.isSuccess && <CancelBooking data={query.data} token={token} />}
    </BookingLayout>
  );
}
