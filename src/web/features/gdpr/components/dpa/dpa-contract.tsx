import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The tags the server's contract may hold (its sanitize-html list); anything else is dropped again here. */
const ALLOWED_TAGS = ['h1', 'h2', 'p', 'ul', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'strong'];

/**
 * The contract sits under the dialog's title (an h2), so its own h1/h2 become h3/h4 and the outline
 * stays right. Safe as plain text substitution: sanitised tags carry no attributes.
 */
function toDialogHtml(contenu: string): string {
  const clean = DOMPurify.sanitize(contenu, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
  return clean.replace(/<(\/?)h2>/g, '<$1h4>').replace(/<(\/?)h1>/g, '<$1h3>');
}

const CONTRACT_TYPOGRAPHY =
  'text-sm leading-6 text-slate-700 ' +
  '[&_h3]:text-base [&_h3]:font-bold [&_h3]:text-slate-900 sm:[&_h3]:text-lg ' +
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900 ' +
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_strong]:text-slate-900 ' +
  '[&_table]:mt-3 [&_table]:w-full [&_table]:border [&_table]:border-slate-200 [&_table]:text-xs sm:[&_table]:text-sm ' +
  '[&_th]:bg-slate-100 [&_th]:p-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900 ' +
  '[&_td]:border-t [&_td]:border-slate-200 [&_td]:p-2 [&_td]:align-top [&_td]:break-words';

/** The contract text in a scrollable, focusable region (arrow keys scroll it). */
export function DpaContract({ contenu }: { contenu: string }) {
  const html = useMemo(() => toDialogHtml(contenu), [contenu]);
  return (
    <section
      aria-label="Texte du contrat"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable with the keyboard.
      tabIndex={0}
      className="max-h-[52dvh] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 px-4 py-4 focus-visible:outline-2 focus-visible:outline-brand-500 sm:max-h-[48vh] sm:px-6"
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-built from escaped details, sanitised again above. */}
      <div className={CONTRACT_TYPOGRAPHY} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
