import { Download, FileSignature } from 'lucide-react';
import { DEFAULT_TIMEZONE, formatDateTime } from '../../../../../shared/french-format';
import type { TDpa } from '../../../../../shared/schemas/dpa';
import { ActionButton } from '../../../../components/ui/action-button';
import { ErrorNotice } from '../../../../components/ui/error-notice';
import { LinkButton } from '../../../../components/ui/link-button';
import { Notice } from '../../../../components/ui/notice';
import { InlineSpinner } from '../../../../components/ui/spinner';
import { useDownloadDpaPdfMutation } from '../../api/download-dpa-pdf';
import { useDpaContentQuery } from '../../api/get-dpa-content';
import { DocumentCard } from './document-card';

/** Enough of the SHA-256 to compare by eye with the PDF, which prints it whole. */
function shortFingerprint(hash: string): string {
  return hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash;
}

function SignedDpa({ dpa }: { dpa: TDpa }) {
  const download = useDownloadDpaPdfMutation();
  const signedAt = dpa.signedAt ?? dpa.signature?.timestamp ?? null;
  const hash = dpa.signature?.contentHash;
  return (
    <>
      <Notice tone="success">Votre DPA est signé. Conservez-en une copie avec vos documents RGPD.</Notice>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium text-slate-500">Numéro de contrat</dt>
          <dd className="mt-0.5 font-medium break-all text-slate-900">{dpa.numeroContrat}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">Signé le</dt>
          <dd className="mt-0.5 font-medium text-slate-900">
            {formatDateTime(signedAt, DEFAULT_TIMEZONE, 'long')}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">Méthode</dt>
          <dd className="mt-0.5 font-medium text-slate-900">Signature électronique</dd>
        </div>
        {hash && (
          <div>
            <dt className="text-xs font-medium text-slate-500">Empreinte SHA-256 du texte signé</dt>
            <dd className="mt-0.5 font-mono text-slate-900" title={hash}>
              {shortFingerprint(hash)}
            </dd>
          </div>
        )}
      </dl>
      {download.isError && <ErrorNotice error={download.error}>Le téléchargement a échoué.</ErrorNotice>}
      <ActionButton variant="secondary" loading={download.isPending} onClick={() => download.mutate(dpa)}>
        {!download.isPending && <Download className="size-4" aria-hidden="true" />}
        Télécharger le PDF
      </ActionButton>
    </>
  );
}

function UnsignedDpa({ draft }: { draft: boolean }) {
  return (
    <>
      <Notice tone="warning">
        Votre DPA n’est pas encore signé.
        {draft && ' Vous l’avez généré : il ne reste qu’à le lire et à le signer.'}
      </Notice>
      <p>
        Cet accord encadre le traitement des données de vos clients par Créneau pour votre compte (article 28
        du RGPD). Sa signature électronique prend quelques minutes.
      </p>
      <LinkButton to="/dpa-signature">{draft ? 'Reprendre la signature' : 'Signer le DPA'}</LinkButton>
    </>
  );
}

/** The data processing agreement: its signature evidence and PDF, or the way to sign it. */
export function DpaDocument() {
  const dpa = useDpaContentQuery();
  return (
    <DocumentCard id="dpa-document" title="Accord de traitement des données (DPA)" icon={FileSignature}>
      {dpa.isPending && <InlineSpinner label="Chargement de votre DPA…" />}
      {dpa.isError && (
        <>
          <ErrorNotice error={dpa.error}>Impossible de charger votre DPA.</ErrorNotice>
          <ActionButton variant="secondary" onClick={() => void dpa.refetch()}>
            Réessayer
          </ActionButton>
        </>
      )}
      {dpa.isSuccess &&
        (dpa.data?.statut === 'signed' ? (
          <SignedDpa dpa={dpa.data} />
        ) : (
          <UnsignedDpa draft={dpa.data?.statut === 'draft'} />
        ))}
    </DocumentCard>
  );
}
