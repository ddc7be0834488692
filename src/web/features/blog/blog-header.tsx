import type { ReactNode } from 'react';

/** The title band of the blog's pages: the page's only h1. */
export function BlogHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Blog</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {title}
        </h1>
        {children && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{children}</div>}
      </div>
    </div>
  );
}
