import { Mail, Phone } from 'lucide-react';
import { formatPhone } from '../../../../shared/phone-format';
import type { useClientCombobox } from '../hooks/use-client-combobox';

type ClientSuggestionsProps = {
  combobox: ReturnType<typeof useClientCombobox>;
  label: string;
};

/** The list of existing clients under the field being typed in; each line fills name, e-mail and phone. */
export function ClientSuggestions({ combobox, label }: ClientSuggestionsProps) {
  const { listboxId, options, active, optionId, pick } = combobox;
  return (
    <div
      id={listboxId}
      role="listbox"
      aria-label={label}
      className="absolute inset-x-0 top-full z-10 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
    >
      {options.map((client, index) => (
        // The keyboard stays in the input (aria-activedescendant), so an option takes no focus of its
        // own; a tap or a click picks it directly.
        // biome-ignore lint/a11y/useFocusableInteractive: the combobox's input holds the focus (ARIA 1.2)
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys
        <div
          key={client.key}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          // Before the input's blur, which would close the list under the pointer.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(client)}
          className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
        >
          <span className="block font-medium break-words text-slate-900">{client.name}</span>
          <span className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
            {client.email && (
              <span className="inline-flex min-w-0 items-center gap-1 break-all">
                <Mail className="size-3 shrink-0" aria-hidden="true" />
                {client.email}
              </span>
            )}
            {client.phone && (
              <span className="inline-flex items-center gap-1">
                <Phone className="size-3 shrink-0" aria-hidden="true" />
                {formatPhone(client.phone)}
              </span>
            )}
          </span>
        </div>
      ))}
    </div>
  );
}
