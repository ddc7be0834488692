import { Download, FolderArchive } from 'lucide-react';
import { isActingAsAdministrator, OwnerOnlyNotice } from '../../../../components/layout/owner-only-notice';
import { ActionButton } from '../../../../components/ui/action-button';
import { ErrorNotice } from '../../../../components/ui/error-notice';
import { Notice } from '../../../../components/ui/notice';
import { useExportMyDataMutation } from '../../api/export-my-data';
import { DocumentCard } from './document-card';

const CONTENTS = [
  'votre compte et vos coordonnées professionnelles',
  'votre profil public (page de réservation)',
  'vos paramètres (règles de réservation, rappels, conservation)',
  'vos prestations, y compris celles archivées',
  'vos disponibilités : horaires de la semaine et jours particuliers',
  'vos rendez-vous, avec les coordonnées laissées par vos clients',
  'vos clients (nombre de visites, dernière et prochaine visite)',
];

/** Right of access and portability (art. 15 and 20): the whole account in one archive. */
export function MyDataExport() {
  const exportData = useExportMyDataMutation();
  return (
    <DocumentCard id="my-data" title="Mes données" icon={FolderArchive}>
      <p>Téléchargez une copie de tout ce que votre compte contient :</p>
      <ul className="list-disc space-y-1 pl-5">
        {CONTENTS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        Une archive zip réunit ces données en JSON (à réutiliser dans un autre service) et en CSV (à ouvrir
        dans un tableur), avec un fichier README.txt qui décrit chaque fichier.
      </p>
      {exportData.isError && <ErrorNotice error={exportData.error}>Le téléchargement a échoué.</ErrorNotice>}
      {exportData.isSuccess && (
        <Notice tone="success">Votre archive est prête : retrouvez-la dans vos téléchargements.</Notice>
      )}
      {isActingAsAdministrator() ? (
        <OwnerOnlyNotice what="le téléchargement de ces données" />
      ) : (
        <ActionButton loading={exportData.isPending} onClick={() => exportData.mutate()}>
          {!exportData.isPending && <Download className="size-4" aria-hidden="true" />}
          {exportData.isPending ? 'Préparation de l’archive…' : 'Télécharger mes données'}
        </ActionButton>
      )}
    </DocumentCard>
  );
}
