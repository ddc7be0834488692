import type { ReactNode } from 'react';
import { PREFERENCES_ANCHOR } from '../../components/layout/area-layout';
import { NotificationPreferences } from '../../components/notifications/notification-preferences';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useSignedInUser } from '../../lib/auth/auth-context';
import { useSettingsQuery } from '../../lib/provider-data/get-settings';
import { SettingsForm } from './components/settings-form';
import { SettingsGroup } from './components/settings-group';

/**
 * Paramètres: booking rules, the waitlist, agenda display, reminders, notifications and retention (SPEC §3).
 * `calendarSync` is the caldav feature's card, composed by the router (ADR 0027).
 */
export function SettingsSection({ calendarSync }: { calendarSync?: ReactNode }) {
  const settings = useSettingsQuery();
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title="Paramètres">
        Vos règles de réservation, la liste d’attente, l’affichage de votre agenda, les rappels, vos
        notifications et la conservation des données.
      </PageHeader>
      <QueryState
        query={settings}
        loadingLabel="Chargement de vos paramètres…"
        errorLabel="Impossible de charger vos paramètres."
      >
        {(data) => <SettingsForm settings={data} />}
      </QueryState>
      {calendarSync && <div className="mt-6">{calendarSync}</div>}
      {/* Its own form and save button: a second <form> cannot sit inside the settings form. */}
      <div className="mt-6">
        <SettingsGroup
          id={PREFERENCES_ANCHOR}
          title="Notifications par type"
          description="Pour chaque événement, où vous souhaitez en être informé."
        >
          <NotificationPreferences role={user.role} />
        </SettingsGroup>
      </div>
    </>
  );
}
