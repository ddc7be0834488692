import { useEffect, useState } from 'react';

/** SPEC §9: a closed DPA modal comes back by itself after this delay while the DPA is unsigned. */
export const DPA_REOPEN_DELAY_MS = 30_000;

/** The modal opens on arrival; closed while unsigned, it re-opens after the delay (SPEC §4). */
export function useDpaModalOpen(signed: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (open || signed) return;
    const timer = setTimeout(() => setOpen(true), DPA_REOPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, signed]);
  return [open, setOpen];
}
