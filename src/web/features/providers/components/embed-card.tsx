import { type FormEvent, useState } from 'react';
import { EMBED_ORIGINS_MAX } from '../../../../shared/schemas/embed';
import { isActingAsAdministrator, OwnerOnlyNotice } from '../../../components/layout/owner-only-notice';
import { ActionButton } from '../../../components/ui/action-button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Notice } from '../../../components/ui/notice';
import { TextareaField } from '../../../components/ui/textarea-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { useSaveEmbedOriginsMutation } from '../api/embed-origins';

/** The line to paste into the provider's site: the script frames the page and fits its height. */
export function embedSnippet(bookingUrl: string): string {
  return `<script src="${window.location.origin}/embed.js" data-creneau="${bookingUrl}" async></script>`;
}

/**
 * « Intégrer à votre site » (ADR 0040): the sites allowed to show the page in a frame, one per
 * line, and the snippet to paste there. No site listed: no site may frame the page.
 */
export function EmbedCard({ bookingUrl, origins }: { bookingUrl: string; origins: string[] }) {
  const [text, setText] = useState(origins.join('\n'));
  const [saved, setSaved] = useState(false);
  const save = useSaveEmbedOriginsMutation();
  const failure = save.error ? parseApiError(save.error) : null;
  const snippet = embedSnippet(bookingUrl);
  const ownerOnly = isActingAsAdministrator();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    save.mutate(lines, {
      onSuccess: (normalised) => {
        setText(normalised.join('\n'));
        setSaved(true);
      },
    });
  }

  return (
    <div className="space-y-5 text-sm text-slate-700">
      <p>
        Affichez votre page de réservation dans votre propre site : vos clients réservent sans le quitter.
        Indiquez l’adresse de votre site, puis collez le code ci-dessous à l’endroit voulu de votre page.
      </p>
      {ownerOnly && <OwnerOnlyNotice what="le choix des sites autorisés" />}
      <form noValidate onSubmit={onSubmit} aria-label="Sites autorisés" className="space-y-3">
        <fieldset disabled={ownerOnly} className="space-y-3">
          <TextareaField
            label="Sites autorisés (un par ligne)"
            hint={`Adresses en https://, par exemple https://www.mon-cabinet.fr — ${EMBED_ORIGINS_MAX} au plus. Aucun autre site ne peut afficher votre page.`}
            rows={3}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setSaved(false);
            }}
            error={failure?.message}
          />
          <div className="flex flex-wrap items-center gap-3">
            <ActionButton type="submit" size="sm" loading={save.isPending}>
              Enregistrer les sites
            </ActionButton>
            {saved && (
              <span role="status" className="text-emerald-700">
                Sites enregistrés.
              </span>
            )}
          </div>
        </fieldset>
      </form>
      <div className="space-y-2">
        <p className="font-medium text-slate-900">Code à coller dans votre site</p>
        <pre className="overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs whitespace-pre-wrap break-all text-slate-800">
          <code>{snippet}</code>
        </pre>
        <CopyButton text={snippet} label="Copier le code" copiedLabel="Code copié" />
        {origins.length === 0 && (
          <Notice tone="info">
            Enregistrez d’abord l’adresse de votre site : sans elle, le cadre reste vide.
          </Notice>
        )}
      </div>
    </div>
  );
}
