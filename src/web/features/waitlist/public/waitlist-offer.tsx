import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { TPublicProvider } from '../../../../shared/schemas/booking';
import { buttonClasses } from '../../../components/ui/button-styles';
import { InlineSpinner } from '../../../components/ui/spinner';

/** The form is fetched when the visitor asks for it: the booking page's first load stays within its budget (ADR 0055). */
const loadJoinForm = () => import('./join-waitlist-form');
const JoinWaitlistForm = lazy(() => loadJoinForm().then((m) => ({ default: m.JoinWaitlistForm })));

export const JOIN_WAITLIST = 'Être prévenu(e) si un créneau se libère';

/**
 * Under a day (or a month) with no free slot on the booking page (issue 33): the button, then the
 * short form in its place; closing it gives the focus back to the button.
 */
export function WaitlistOffer({
  provider,
  service,
  from,
}: {
  provider: TPublicProvider;
  service: TPublicProvider['services'][number];
  from: string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);

  useEffect(() => {
    if (open || !closed.current) return;
    closed.current = false;
    button.current?.focus();
  }, [open]);

  if (open)
    return (
      <Suspense fallback={<InlineSpinner label="Chargement du formulaire…" />}>
        <JoinWaitlistForm
          provider={provider}
          service={service}
          from={from}
          onClose={() => {
            closed.current = true;
            setOpen(false);
          }}
        />
      </Suspense>
    );
  return (
    <button
      ref={button}
      type="button"
      className={buttonClasses('secondary', 'sm')}
      onPointerEnter={() => void loadJoinForm()}
      onClick={() => setOpen(true)}
    >
      {JOIN_WAITLIST}
    </button>
  );
}
