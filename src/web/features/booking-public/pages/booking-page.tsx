import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { InlineSpinner } from '../../../components/ui/spinner';
import { usePublicProviderQuery } from '../api/get-public-provider';
import { bookingKeys } from '../api/query-keys';
import { BookingFlow } from '../components/booking-flow';
import { BookingLayout } from '../components/booking-layout';
import { BookingNotOpen } from '../components/booking-not-open';
import { LoadFailed, ProviderNotFound } from '../components/page-states';
import { isNotFound } from '../utils/error-status';

/** /booking/{providerId}: the public booking page, no account needed. */
export function BookingPage() {
  const { providerId = '' } = useParams();
  const provider = usePublicProviderQuery(providerId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const readable = provider.data?.slug;
  // The id's address moves to the readable one (issue 15): printed cards keep working.
  useEffect(() => {
    if (!readable || readable === providerId) return;
    queryClient.setQueryData(bookingKeys.provider(readable), provider.data);
    void navigate(`/booking/${readable}`, { replace: true });
  }, [readable, providerId, navigate, queryClient, provider.data]);
  useDocumentTitle(
    provider.data ? `Prendre rendez-vous — ${provider.data.displayName}` : 'Prendre rendez-vous — Créneau',
  );

  return (
    <BookingLayout providerName={provider.data?.displayName} wide>
      {provider.isPending && <InlineSpinner />}
      {provider.isError &&
        (isNotFound(provider.error) ? (
          <ProviderNotFound />
        ) : (
          <LoadFailed error={provider.error} onRetry={() => void provider.refetch()} />
        ))}
      {provider.isSuccess &&
        (provider.data.bookingOpen && !provider.data.quotaExhausted ? (
          <BookingFlow key={provider.data.id} provider={provider.data} />
        ) : (
          <BookingNotOpen provider={provider.data} />
        ))}
    </BookingLayout>
  );
}
