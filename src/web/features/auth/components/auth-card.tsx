import type { ReactNode } from 'react';

/** The centred card of the stand-alone account pages (forgot, reset, verify). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex justify-center bg-slate-50 px-4 py-12 sm:py-20">
      <section
        aria-labelledby="auth-card-title"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="auth-card-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h1>
        <div className="mt-5">{children}</div>
      </section>
    </div>
  );
}
