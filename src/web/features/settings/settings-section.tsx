import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useSettingsQuery } from '../../lib/provider-data/get-settings';
import { SettingsForm } from './components/settings-form';

/** Paramètres: booking rules, agenda display, reminders, notifications and retention (SPEC §3). */
export function SettingsSection() {
  const settings = useSettingsQuery();
  return (
    <>
      <PageHeader title="Paramètres">
        Vos règles de réservation, l’affichage de votre agenda, les rappels, vos notifications et la
        conservation des données.
      </PageHeader>
      <QueryState
        query={settings}
        loadingLabel="Chargement de vos paramètres…"
        errorLabel="Impossible de charger vos paramètres."
      >
        {(data) => <SettingsForm settings={data} />}
      </QueryState>
    </>
  );
}
