import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { InlineSpinner } from '../../../components/ui/spinner';
import { useBookingByTokenQuery } from '../api/get-booking-by-token';
import { BookingLayout } from '../components/booking-layout';
import { ManageBooking, type TEarlierSlotAlert } from '../components/manage-booking';
import { InvalidLink, LoadFailed } from '../components/page-states';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { isNotFound } from '../utils/error-status';

/**
 * /booking/{providerId}/{token}: the client's own booking, opened by the link in their e-mail.
 * `earlierSlotAlert`: the waitlist's « plus tôt » alert, given by the route (issue 33).
 */
export function ManageBookingPage({ earlierSlotAlert }: { earlierSlotAlert?: TEarlierSlotAlert }) {
  const { providerId = '', token = '' } = useParams();
  // Back from Stripe's page having paid: read the booking again until the payment confirms it.
  const paymentReturn = usePaymentReturn();
  const query = useBookingByTokenQuery(token, { pollWhileAwaiting: paymentReturn.waiting });
  useDocumentTitle('Votre rendez-vous — Créneau');
  // A token is only valid under its own provider's address.
  const data = query.data?.booking.providerId === providerId ? query.data : undefined;

  return (
    <BookingLayout providerName={data?.provider.displayName}>
      {query.isPending && <InlineSpinner />}
      {query.isError && !isNotFound(query.error) && (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      )}
      {((query.isError && isNotFound(query.error)) || (query.isSuccess && !data)) && <InvalidLink />}
      {data && (
        <ManageBooking
          data={data}
          token={token}
          earlierSlotAlert={earlierSlotAlert}
          onChanged={() => query.refetch()}
          paymentReturn={paymentReturn}
        />
      )}
    </BookingLayout>
  );
}
