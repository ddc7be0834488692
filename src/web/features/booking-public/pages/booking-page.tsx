import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { InlineSpinner } from '../../../components/ui/spinner';
import { usePublicProviderQuery } from '../api/get-public-provider';
import { bookingKeys } from '../api/query-keys';
import { BookingFlow, type TWaitlistOffer } from '../components/booking-flow';
import { BookingLayout } from '../components/booking-layout';
import { BookingNotOpen } from '../components/booking-not-open';
import { LoadFailed, ProviderNotFound } from '../components/page-states';
import { isNotFound } from '../utils/error-status';

/**
 * /booking/{providerId}: the public booking page, no account needed. `waitlist`: the offer for a
 * day with no slot, given by the route that composes the waitlist feature (issue 33).
 */
export function BookingPage({ waitlist }: { waitlist?: TWaitlistOffer }) {
  const { providerId = '' } = useParams();
  const { search } = useLocation();
  const provider = usePublicProviderQuery(providerId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const readable = provider.data?.slug;
  // The id's address moves to the readable one (issue 15): printed cards keep working.
  useEffect(() => {
    if (!readable || readable === providerId) return;
    queryClient.setQueryData(bookingKeys.provider(readable), provider.data);
    // The offer e-mails' `?service&date` (issue 33) go along.
    void navigate(`/booking/${readable}${search}`, { replace: true });
  }, [readable, providerId, search, navigate, queryClient, provider.data]);
  useDocumentTitle(
    provider.data ? `Prendre rendez-vous — ${provider.data.displayName}` : 'Prendre rendez-vous — Créneau',
  );

  return (
    // The name is the provider card's heading (and the tab's title): the header would say it twice (issue 37).
    <BookingLayout brandColor={provider.data?.brandColor} wide>
      {provider.isPending && <InlineSpinner />}
      {provider.isError &&
        (isNotFound(provider.error) ? (
          <ProviderNotFound />
        ) : (
          <LoadFailed error={provider.error} onRetry={() => void provider.refetch()} />
        ))}
      {provider.isSuccess &&
        (provider.data.bookingOpen && !provider.data.quotaExhausted ? (
          <BookingFlow key={provider.data.id} provider={provider.data} waitlist={waitlist} />
        ) : (
          <BookingNotOpen provider={provider.data} />
        ))}
    </BookingLayout>
  );
}
