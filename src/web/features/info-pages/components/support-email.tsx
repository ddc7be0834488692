import { Link } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config';

/**
 * The support address the administrators configured, as a mailto link; a placeholder of its size
 * while it loads, and the contact page if it cannot be read.
 */
export function SupportEmail({ className }: { className?: string }) {
  const config = usePublicConfig();
  if (config.isPending) {
    return (
      <>
        <span
          aria-hidden="true"
          className="inline-block h-4 w-40 animate-pulse rounded bg-slate-200 align-middle"
        />
        <span className="sr-only">Chargement de l’adresse e-mail…</span>
      </>
    );
  }
  if (config.isError) return <Link to="/contact">notre adresse de support (page Contact)</Link>;
  const email = config.data.supportEmail;
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}
