import type { ReactNode } from 'react';
import { INFO_PAGES_UPDATED } from '../site-contact';

type InfoPageHeaderProps = { eyebrow: string; title: string; children?: ReactNode; showUpdate?: boolean };

/** The title band of an information page: the page's only h1 and the date of its current version. */
export function InfoPageHeader({ eyebrow, title, children, showUpdate = true }: InfoPageHeaderProps) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {title}
        </h1>
        {children && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{children}</div>}
        {showUpdate && (
          <p className="mt-6 text-sm text-slate-500">
            Dernière mise à jour : <time dateTime={INFO_PAGES_UPDATED.iso}>{INFO_PAGES_UPDATED.label}</time>
          </p>
        )}
      </div>
    </div>
  );
}
