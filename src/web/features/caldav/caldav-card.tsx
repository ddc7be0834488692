import { CalendarSync } from 'lucide-react';
import { useState } from 'react';
import { ActionButton } from '../../components/ui/action-button';
import { Notice } from '../../components/ui/notice';
import { QueryState } from '../../components/ui/query-state';
import { useProviderZone } from '../../lib/provider-data/use-provider-zone';
import type { TCalendarSync } from './api/calendar-sync-schemas';
import { useCalendarSyncQuery } from './api/get-calendar-sync';
import { CALDAV_ANCHOR } from './caldav-paths';
import { CalendarChoicesForm } from './components/calendar-choices-form';
import { ConnectForm } from './components/connect-form';
import { RemoteChanges } from './components/remote-changes';

/** The server takes three accounts per provider (a work calendar, a personal one, a shared one). */
const MAX_CONNECTIONS = 3;

/** « Synchroniser mon agenda » (issue 31): the provider's own CalDAV calendars, read and written. */
export function CaldavCard() {
  const query = useCalendarSyncQuery();
  return (
    <section
      id={CALDAV_ANCHOR}
      aria-labelledby={`${CALDAV_ANCHOR}-title`}
      className="scroll-mt-4 space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <div>
        <h2 id={`${CALDAV_ANCHOR}-title`} className="text-lg font-semibold text-slate-900">
          Synchroniser mon agenda
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Les événements de votre agenda personnel bloquent les créneaux correspondants, et vos rendez-vous
          Créneau s’ajoutent à votre agenda.
        </p>
      </div>
      <QueryState
        query={query}
        loadingLabel="Chargement de vos agendas connectés…"
        errorLabel="Impossible de charger vos agendas connectés."
      >
        {(data) => <CaldavPanel data={data} />}
      </QueryState>
    </section>
  );
}

function CaldavPanel({ data }: { data: TCalendarSync }) {
  const { zone } = useProviderZone();
  const [connecting, setConnecting] = useState(false);
  const [connected, setConnected] = useState(false);
  const { connections, changes } = data;
  const now = new Date();
  return (
    <div className="space-y-5">
      {changes.length > 0 && <RemoteChanges changes={changes} zone={zone} />}
      {connected && (
        <Notice tone="success">
          Votre agenda est connecté. Choisissez ci-dessous les agendas qui bloquent vos créneaux et celui qui
          reçoit vos rendez-vous.
        </Notice>
      )}
      {connections.length > 0 && <CalendarChoicesForm connections={connections} now={now} zone={zone} />}
      {connecting ? (
        <ConnectForm
          onConnected={() => {
            setConnecting(false);
            setConnected(true);
          }}
          onCancel={() => setConnecting(false)}
        />
      ) : (
        connections.length < MAX_CONNECTIONS && (
          <ActionButton
            variant={connections.length === 0 ? 'primary' : 'secondary'}
            onClick={() => {
              setConnected(false);
              setConnecting(true);
            }}
          >
            <CalendarSync className="size-4" aria-hidden="true" />
            {connections.length === 0 ? 'Connecter un agenda' : 'Connecter un autre agenda'}
          </ActionButton>
        )
      )}
    </div>
  );
}
