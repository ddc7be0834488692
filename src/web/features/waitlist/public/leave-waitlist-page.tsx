import { CircleCheck, LinkIcon, TriangleAlert } from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TPublicWaitlistEntry } from '../../../../shared/schemas/waitlist';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { ActionButton } from '../../../components/ui/action-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { LinkButton } from '../../../components/ui/link-button';
import { Notice } from '../../../components/ui/notice';
import { InlineSpinner } from '../../../components/ui/spinner';
import { parseApiError } from '../../../lib/parse-api-error';
import { useLeaveWaitlistMutation, usePublicWaitlistEntryQuery } from '../api/public-waitlist-entry';
import { waitlistDaysText } from './waitlist-days';

/** The booking pages' frame (the provider's name on top), given by the route that composes both features. */
export type TWaitlistFrame = ComponentType<{ providerName?: string; children: ReactNode }>;

const LEFT = 'Vous avez quitté la liste d’attente.';

function BookAgain({ entry }: { entry: TPublicWaitlistEntry }) {
  return (
    <p>
      <Link
        to={`/booking/${entry.bookingPath}`}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        Prendre rendez-vous
      </Link>
    </p>
  );
}

function EntryView({ entry, token }: { entry: TPublicWaitlistEntry; token: string }) {
  const leave = useLeaveWaitlistMutation(entry.id);
  const [left, setLeft] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="waitlist-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      {left ? (
        <div className="flex flex-col items-center text-center">
          <CircleCheck className="size-12 text-emerald-600" aria-hidden="true" />
          <h1 id="waitlist-title" className="mt-3 text-xl font-bold tracking-tight text-slate-900">
            Liste d'attente
          </h1>
        </div>
      ) : (
        <h1 id="waitlist-title" className="text-xl font-bold tracking-tight text-slate-900">
          Liste d'attente
        </h1>
      )}
      {left ? (
        <Notice tone="success">{left}</Notice>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Vous êtes sur la liste d'attente de {entry.providerName} pour « {entry.serviceName} »,{' '}
            {waitlistDaysText(entry.from, entry.to)}.
          </p>
          {entry.status === 'offered' && <Notice tone="info">Un créneau vous a été proposé</Notice>}
          {entry.status === 'booked' && <Notice tone="success">Vous avez réservé</Notice>}
          {leave.isError && <ErrorNotice error={leave.error} />}
          <ActionButton
            variant="secondary"
            loading={leave.isPending}
            onClick={() => leave.mutate(token, { onSuccess: (message) => setLeft(message ?? LEFT) })}
          >
            Quitter la liste d'attente
          </ActionButton>
        </>
      )}
      <BookAgain entry={entry} />
    </section>
  );
}

/**
 * /waitlist/{entryId}/{token}: the link of the waitlist's e-mails (issue 33). What the client
 * asked for, and a button to leave; a link that opens nothing says so without telling whether
 * the entry exists.
 */
export function LeaveWaitlistPage({ frame: Frame }: { frame: TWaitlistFrame }) {
  const { entryId = '', token = '' } = useParams();
  const entry = usePublicWaitlistEntryQuery(entryId, token);
  useDocumentTitle(entry.data ? `Liste d'attente — ${entry.data.providerName}` : "Liste d'attente — Créneau");
  const status = entry.isError ? parseApiError(entry.error).status : 0;
  return (
    <Frame {...(entry.data ? { providerName: entry.data.providerName } : {})}>
      {entry.isPending && <InlineSpinner />}
      {entry.isError &&
        (status === 404 || status === 400 ? (
          <EmptyState
            icon={LinkIcon}
            titleAs="h1"
            title="Ce lien n'est plus valide"
            action={
              <LinkButton to="/" variant="secondary">
                Retour à l’accueil
              </LinkButton>
            }
          >
            Vous avez peut-être déjà quitté la liste d'attente, ou les jours demandés sont passés.
          </EmptyState>
        ) : (
          <EmptyState
            icon={TriangleAlert}
            titleAs="h1"
            title="Impossible d’afficher cette page"
            action={<ActionButton onClick={() => void entry.refetch()}>Réessayer</ActionButton>}
          >
            {parseApiError(entry.error).message}
          </EmptyState>
        ))}
      {entry.isSuccess && <EntryView entry={entry.data} token={token} />}
    </Frame>
  );
}
