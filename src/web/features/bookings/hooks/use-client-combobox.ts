import { type KeyboardEvent, useId, useState } from 'react';
import type { TClientSummary } from '../../../../shared/schemas/clients';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useClientSuggestionsQuery } from '../api/suggest-clients';

export type TClientField = 'name' | 'email' | 'phone';
export type TPickedClient = Pick<TClientSummary, 'name' | 'email' | 'phone'>;

/** One request per pause in the typing, not per key. */
const DEBOUNCE_MS = 250;

/**
 * The three client fields of the manual booking form as ARIA 1.2 comboboxes sharing one list of
 * existing clients: the field being typed in owns the list; arrows move through it, Enter picks,
 * Escape closes it. No match shows nothing: a new client is the usual case, not an error.
 */
export function useClientCombobox(onPick: (client: TPickedClient) => void) {
  const listboxId = useId();
  const [field, setField] = useState<TClientField | null>(null);
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const query = useClientSuggestionsQuery(useDebouncedValue(typed, DEBOUNCE_MS));
  const options = field && !dismissed ? (query.data ?? []) : [];
  const open = options.length > 0;

  const close = () => {
    setDismissed(true);
    setActive(-1);
  };
  const pick = (client: TClientSummary) => {
    onPick({ name: client.name, email: client.email, phone: client.phone });
    setField(null);
    setTyped('');
    close();
  };
  const optionId = (index: number) => `${listboxId}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) {
        if (dismissed && (query.data?.length ?? 0) > 0) setDismissed(false);
        return;
      }
      event.preventDefault();
      const last = options.length - 1;
      setActive((index) =>
        event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
    } else if (event.key === 'Enter' && open && active >= 0) {
      // Enter picks the highlighted client rather than sending the form.
      event.preventDefault();
      const chosen = options[active];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  /** What each client input adds to its own props. */
  const inputProps = (own: TClientField) => {
    const owns = open && field === own;
    return {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': owns,
      'aria-controls': listboxId,
      'aria-activedescendant': owns && active >= 0 ? optionId(active) : undefined,
      onKeyDown,
    };
  };

  return {
    listboxId,
    options,
    active,
    optionId,
    /** The field whose list is showing, if any. */
    openFor: open ? field : null,
    inputProps,
    pick,
    /** To call from the field's onChange: what is typed now is the search. */
    onType: (own: TClientField, value: string) => {
      setField(own);
      setTyped(value);
      setActive(-1);
      setDismissed(false);
    },
    /** Leaving the fields closes the list (a click on an option is taken before the blur). */
    onLeave: close,
  };
}
