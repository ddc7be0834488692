import type { TDpa } from '../../../../../shared/schemas/dpa';
import { ActionButton } from '../../../../components/ui/action-button';
import { DpaContract } from './dpa-contract';
import { StepHeading } from './step-heading';

type DpaReadingStepProps = {
  dpa: TDpa;
  focusHeading: boolean;
  onEdit: () => void;
  onContinue: () => void;
};

/** Step 2: the generated contract, read before anything is signed. */
export function DpaReadingStep({ dpa, focusHeading, onEdit, onContinue }: DpaReadingStepProps) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <StepHeading autoFocus={focusHeading}>Lecture du contrat</StepHeading>
        <p className="text-sm text-slate-600">
          Contrat n° <span className="font-semibold text-slate-900">{dpa.numeroContrat}</span>
        </p>
      </div>
      <p className="text-sm text-slate-600">
        Prenez le temps de lire l'accord en entier : c'est ce texte exact que vous signerez.
      </p>
      <DpaContract contenu={dpa.contenu} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <ActionButton variant="secondary" onClick={onEdit}>
          Modifier mes informations
        </ActionButton>
        <ActionButton onClick={onContinue}>Continuer vers la signature</ActionButton>
      </div>
    </div>
  );
}
