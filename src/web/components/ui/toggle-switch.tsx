import { useId } from 'react';

type ToggleSwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The visible label; `srLabel` alone names the switch when the row already shows what it is about. */
  label?: string;
  srLabel?: string;
  disabled?: boolean;
};

/**
 * An on/off switch for settings that apply at once: a native button with role="switch"
 * (Space and Enter toggle it, screen readers announce « activé / désactivé »), never a form field.
 */
export function ToggleSwitch({ checked, onCheckedChange, label, srLabel, disabled }: ToggleSwitchProps) {
  const labelId = useId();
  return (
    <div className="inline-flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : srLabel}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 ${
          checked ? 'bg-brand-600' : 'bg-slate-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`block size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-[1.375rem]' : 'translate-x-0.5'
          }`}
        />
      </button>
      {label && (
        <span id={labelId} className="text-sm text-slate-700">
          {label}
        </span>
      )}
    </div>
  );
}
