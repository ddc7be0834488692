import { Link } from 'react-router';

export const INLINE_LINK_CLASS = 'font-medium text-brand-700 underline hover:text-brand-900';

/** The label of an "I accept the terms" box, both documents opening in a new tab. */
export function TermsLabel() {
  return (
    <>
      J’accepte les{' '}
      <Link to="/cgu" target="_blank" className={INLINE_LINK_CLASS}>
        conditions d’utilisation
      </Link>{' '}
      et la{' '}
      <Link to="/privacy" target="_blank" className={INLINE_LINK_CLASS}>
        politique de confidentialité
      </Link>
      .
    </>
  );
}
