import { type FormEvent, useState } from 'react';
import { M } from '../../../../../shared/messages';
import type { TDpa } from '../../../../../shared/schemas/dpa';
import { ActionButton } from '../../../../components/ui/action-button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { Notice } from '../../../../components/ui/notice';
import { parseApiError } from '../../../../lib/parse-api-error';
import { useSignDpaMutation } from '../../api/sign-dpa';
import { StepHeading } from './step-heading';

type DpaSigningStepProps = {
  dpa: TDpa;
  focusHeading: boolean;
  onBack: () => void;
  onSigned: (dpa: TDpa) => void;
};

/** Step 3: two explicit boxes, then the signature; the server records the evidence itself. */
export function DpaSigningStep({ dpa, focusHeading, onBack, onSigned }: DpaSigningStepProps) {
  const mutation = useSignDpaMutation();
  const [read, setRead] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [checked, setChecked] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!read || !agreed) return;
    mutation.mutate(dpa.id, { onSuccess: (result) => onSigned(result.dpa) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <StepHeading autoFocus={focusHeading}>Signature électronique</StepHeading>
      <p className="text-sm text-slate-600">
        Dernière étape : confirmez votre lecture, puis signez le contrat n°{' '}
        <span className="font-semibold text-slate-900">{dpa.numeroContrat}</span>.
      </p>
      {mutation.isError && (
        <Notice tone="error">{M.dpa.signError(parseApiError(mutation.error).message)}</Notice>
      )}
      <div className="space-y-3 rounded-xl border border-slate-200 p-4">
        <CheckboxField
          label="J'ai lu et compris l'accord de traitement des données"
          checked={read}
          onChange={(event) => setRead(event.target.checked)}
          error={checked && !read ? 'Confirmez que vous avez lu et compris le DPA.' : undefined}
        />
        <CheckboxField
          label={`Je signe électroniquement le DPA n° ${dpa.numeroContrat} au nom du responsable du traitement`}
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          error={checked && !agreed ? 'Cochez cette case pour signer le DPA.' : undefined}
        />
      </div>
      <Notice tone="info">
        À la signature, notre serveur enregistre la date et l'heure, l'adresse IP depuis laquelle il reçoit
        votre demande, votre navigateur et l'empreinte SHA-256 du texte signé. Aucun service tiers n'est
        consulté. Une copie PDF vous est ensuite envoyée par e-mail.
      </Notice>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <ActionButton variant="secondary" onClick={onBack} disabled={mutation.isPending}>
          Relire le contrat
        </ActionButton>
        <ActionButton type="submit" loading={mutation.isPending}>
          Signer le DPA
        </ActionButton>
      </div>
    </form>
  );
}
