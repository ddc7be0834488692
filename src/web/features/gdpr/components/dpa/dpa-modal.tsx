import { useState } from 'react';
import type { TDpa, TDpaForm, TDpaFormInput } from '../../../../../shared/schemas/dpa';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { DpaCompleted } from './dpa-completed';
import { DpaForm } from './dpa-form';
import { DpaReadingStep } from './dpa-reading-step';
import { DpaSigningStep } from './dpa-signing-step';
import { DpaStepIndicator } from './dpa-step-indicator';
import type { TDpaStep } from './dpa-steps';

type DpaModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  step: TDpaStep;
  onStepChange: (step: TDpaStep) => void;
  /** The draft or signed contract, once there is one. */
  dpa: TDpa | null;
  formDefaults: Partial<TDpaFormInput>;
  onFormSent: (values: TDpaForm) => void;
};

type DpaModalBodyProps = Omit<DpaModalProps, 'open' | 'onOpenChange'>;

/** Mounted while the dialog is open: it knows whether the person has moved on since opening it. */
function DpaModalBody({ step, onStepChange, dpa, formDefaults, onFormSent }: DpaModalBodyProps) {
  // The dialog focuses its first field on opening; only later step changes move focus to the heading.
  const [openedOn] = useState(step);
  const [moved, setMoved] = useState(false);
  if (!moved && step !== openedOn) setMoved(true);

  if (step === 'form' || !dpa) {
    return (
      <DpaForm
        defaults={formDefaults}
        focusHeading={moved}
        onGenerated={(values) => {
          onFormSent(values);
          onStepChange('reading');
        }}
      />
    );
  }
  if (step === 'reading') {
    return (
      <DpaReadingStep
        dpa={dpa}
        focusHeading={moved}
        onEdit={() => onStepChange('form')}
        onContinue={() => onStepChange('signing')}
      />
    );
  }
  if (step === 'signing') {
    return (
      <DpaSigningStep
        dpa={dpa}
        focusHeading={moved}
        onBack={() => onStepChange('reading')}
        onSigned={() => onStepChange('completed')}
      />
    );
  }
  return <DpaCompleted dpa={dpa} focusHeading={moved} />;
}

/** SPEC §2 "DPA modal": details, reading, signature, then the completed view. */
export function DpaModal({ open, onOpenChange, ...body }: DpaModalProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      size="large"
      title="Votre accord de traitement des données"
    >
      <div className="space-y-5">
        <DpaStepIndicator current={body.dpa ? body.step : 'form'} />
        <DpaModalBody {...body} />
      </div>
    </ModalDialog>
  );
}
