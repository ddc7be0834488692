import { Check } from 'lucide-react';
import { DPA_STEPS, type TDpaStep } from './dpa-steps';

const ORDER: readonly TDpaStep[] = ['form', 'reading', 'signing', 'completed'];

/** « 1 Vos informations — 2 Lecture du contrat — 3 Signature », the current one marked for everyone. */
export function DpaStepIndicator({ current }: { current: TDpaStep }) {
  const currentIndex = ORDER.indexOf(current);
  return (
    <ol aria-label="Étapes de la signature" className="grid grid-cols-3 gap-2">
      {DPA_STEPS.map(({ step, label }, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className={`flex flex-col gap-1.5 border-t-4 pt-2 text-xs font-medium sm:flex-row sm:items-center sm:gap-2 sm:text-sm ${
              done || active ? 'border-brand-600 text-brand-800' : 'border-slate-200 text-slate-500'
            }`}
          >
            <span
              className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                done
                  ? 'bg-brand-600 text-white'
                  : active
                    ? 'bg-brand-50 text-brand-700 ring-2 ring-brand-600'
                    : 'bg-slate-100 text-slate-500'
              }`}
            >
              {done ? <Check className="size-3.5" aria-hidden="true" /> : index + 1}
            </span>
            <span>
              {label}
              {done && <span className="sr-only"> (terminée)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
