import type { ReactNode } from 'react';
import { InfoPageHeader } from './info-page-header';
import { PROSE } from './prose';

export type TLegalSection = { id: string; title: string; content: ReactNode };

type LegalDocumentProps = {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  sections: TLegalSection[];
};

/** A long information page: title, table of contents (sticky on wide screens), numbered sections. */
export function LegalDocument({ eyebrow, title, intro, sections }: LegalDocumentProps) {
  return (
    <article>
      <InfoPageHeader eyebrow={eyebrow} title={title}>
        {intro}
      </InfoPageHeader>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-16 lg:px-8 lg:py-16">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
            Sommaire
          </h2>
          <ol className="mt-4 space-y-2 border-l border-slate-200 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-slate-600 hover:border-brand-500 hover:text-slate-900"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mb-12"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
                {index + 1}. {section.title}
              </h2>
              <div className={PROSE}>{section.content}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
