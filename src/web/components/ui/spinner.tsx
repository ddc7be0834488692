/** A decorative spinning ring; the surrounding element says what is loading. */
export function Spinner({ className = 'size-6' }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** Shown while the session is being checked, instead of a flash of the wrong page. */
export function FullPageSpinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-brand-600">
      <Spinner className="size-8" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The same, inside a page section. */
export function InlineSpinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-500">
      <Spinner className="size-5 text-brand-600" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
