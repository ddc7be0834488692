import { PageHeader } from '../../../components/ui/page-header';
import { useSettingsQuery } from '../api/get-settings';
import { QueryState } from '../components/setup/query-state';
import { SettingsForm } from '../components/setup/settings/settings-form';

/** Paramètres: booking rules and the agenda's display defaults (SPEC §3). */
export function SettingsSection() {
  const settings = useSettingsQuery();
  return (
    <>
      <PageHeader title="Paramètres">Vos règles de réservation et l’affichage de votre agenda.</PageHeader>
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
