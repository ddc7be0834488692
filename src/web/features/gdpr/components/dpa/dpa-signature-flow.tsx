import { CircleCheck, FileSignature } from 'lucide-react';
import { useState } from 'react';
import type { TDpa, TDpaFormInput } from '../../../../../shared/schemas/dpa';
import { ActionButton } from '../../../../components/ui/action-button';
import { LinkButton } from '../../../../components/ui/link-button';
import { useSignedInUser } from '../../../../lib/auth/auth-context';
import { useDpaModalOpen } from '../../hooks/use-dpa-modal-open';
import { DpaModal } from './dpa-modal';
import { initialDpaStep, type TDpaStep } from './dpa-steps';

/** Step 1 starts from the account's own details: its business name, else the person's name. */
function accountDefaults(user: ReturnType<typeof useSignedInUser>): Partial<TDpaFormInput> {
  return {
    nom: user.nom || user.name,
    siret: user.siret ?? '',
    adresse: user.adresse ?? '',
    telephone: user.telephone ?? '',
    acceptDPA: false,
  };
}

const cardClass = 'rounded-2xl border p-5 shadow-xs sm:p-6';

/** The page's status card and the modal it drives; `dpa` is the cached current contract. */
export function DpaSignatureFlow({ dpa }: { dpa: TDpa | null }) {
  const user = useSignedInUser();
  const [step, setStep] = useState<TDpaStep>(() => initialDpaStep(dpa));
  const [formDefaults, setFormDefaults] = useState(() => accountDefaults(user));
  const signed = dpa?.statut === 'signed';
  const [open, setOpen] = useDpaModalOpen(signed);

  return (
    <>
      {signed ? (
        <section className={`${cardClass} border-emerald-200 bg-emerald-50`}>
          <div className="flex items-start gap-3">
            <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <h2 className="text-base font-semibold text-slate-900">Votre DPA est signé</h2>
              <p className="mt-1 text-sm text-slate-700">
                Contrat n° <span className="font-semibold">{dpa.numeroContrat}</span>. Votre tableau de bord
                est accessible.
              </p>
              <div className="mt-4 flex flex-col gap-3 sm:flex-row">
                <LinkButton to="/dashboard">Accéder à mon tableau de bord</LinkButton>
                <ActionButton variant="secondary" onClick={() => setOpen(true)}>
                  Voir le récapitulatif
                </ActionButton>
              </div>
            </div>
          </div>
        </section>
      ) : (
        <section className={`${cardClass} border-brand-100 bg-brand-50`}>
          <div className="flex items-start gap-3">
            <FileSignature className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <h2 className="text-base font-semibold text-slate-900">Signature requise</h2>
              <p className="mt-1 text-sm text-slate-700">
                Votre tableau de bord s'ouvrira dès que le DPA sera signé. Comptez quelques minutes.
              </p>
              <ActionButton className="mt-4 w-full sm:w-auto" onClick={() => setOpen(true)}>
                Reprendre la signature
              </ActionButton>
            </div>
          </div>
        </section>
      )}
      <DpaModal
        open={open}
        onOpenChange={setOpen}
        step={step}
        onStepChange={setStep}
        dpa={dpa}
        formDefaults={formDefaults}
        onFormSent={setFormDefaults}
      />
    </>
  );
}
