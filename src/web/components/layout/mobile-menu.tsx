import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LinkButton } from '../ui/link-button';
import { SectionLink } from './section-link';
import { AUTH_LINKS, LANDING_SECTIONS, type TAccountLink } from './site-sections';

const itemClass =
  'block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 hover:text-slate-950';

/** The phone and tablet navigation: a disclosure button (aria-expanded) and a panel; Escape closes it. */
export function MobileMenu({ account }: { account?: TAccountLink }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A navigation (including a hash change) means the visitor picked something: fold the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not a value read here.
  useEffect(() => {
    setOpen(false);
  }, [location]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? 'Fermer le menu' : 'Ouvrir le menu'}</span>
      </button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg sm:px-6"
      >
        <nav aria-label="Navigation mobile">
          <ul className="space-y-1">
            {LANDING_SECTIONS.map((section) => (
              <li key={section.hash}>
                <SectionLink hash={section.hash} className={itemClass} onClick={close}>
                  {section.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 grid gap-2 border-t border-slate-200 pt-4 sm:grid-cols-2">
          {account ? (
            <LinkButton to={account.href} size="lg" onClick={close}>
              Mon espace
            </LinkButton>
          ) : (
            <>
              <Link to={AUTH_LINKS.login} className={`${itemClass} text-center`} onClick={close}>
                Connexion
              </Link>
              <LinkButton to={AUTH_LINKS.register} size="lg" onClick={close}>
                Inscription
              </LinkButton>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
