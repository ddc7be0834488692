import { Link } from 'react-router';

/** The logo and the name, linking home. The image is decorative: the visible name labels the link. */
export function BrandLogo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight ${
        tone === 'dark' ? 'text-white' : 'text-slate-900'
      }`}
    >
      <img src="/images/logo.svg" alt="" width={32} height={32} className="size-8" />
      Créneau
    </Link>
  );
}
