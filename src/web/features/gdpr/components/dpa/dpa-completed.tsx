import { Download } from 'lucide-react';
import { DEFAULT_TIMEZONE, formatDateTime } from '../../../../../shared/french-format';
import type { TDpa } from '../../../../../shared/schemas/dpa';
import { ActionButton } from '../../../../components/ui/action-button';
import { ErrorNotice } from '../../../../components/ui/error-notice';
import { LinkButton } from '../../../../components/ui/link-button';
import { Notice } from '../../../../components/ui/notice';
import { useDownloadDpaPdfMutation } from '../../api/download-dpa-pdf';
import { StepHeading } from './step-heading';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 font-semibold break-words text-slate-900">{value}</dd>
    </div>
  );
}

/** After the signature (or on a later visit): the contract's references, its PDF and the way on. */
export function DpaCompleted({ dpa, focusHeading }: { dpa: TDpa; focusHeading: boolean }) {
  const download = useDownloadDpaPdfMutation();
  return (
    <div className="space-y-4">
      <StepHeading autoFocus={focusHeading}>Votre DPA est signé</StepHeading>
      <Notice tone="success">
        Merci ! L'accord de traitement des données est conclu : votre tableau de bord est maintenant
        accessible.
      </Notice>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label="Numéro de contrat" value={dpa.numeroContrat} />
        <Fact label="Signé le" value={formatDateTime(dpa.signedAt, DEFAULT_TIMEZONE, 'long')} />
      </dl>
      <p className="text-sm text-slate-600">
        Une copie PDF vous a été envoyée par e-mail. Vous la retrouvez aussi à tout moment dans vos documents
        RGPD.
      </p>
      {download.isError && <ErrorNotice error={download.error} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <ActionButton variant="secondary" loading={download.isPending} onClick={() => download.mutate(dpa)}>
          {!download.isPending && <Download className="size-4" aria-hidden="true" />}
          Télécharger le PDF
        </ActionButton>
        <LinkButton to="/dashboard">Accéder à mon tableau de bord</LinkButton>
      </div>
    </div>
  );
}
