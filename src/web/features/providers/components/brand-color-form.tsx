import { type FormEvent, useId, useState } from 'react';
import {
  BRAND_COLOR_MESSAGES,
  BRAND_COLOR_MIN_CONTRAST,
  contrastRatio,
  formatContrast,
} from '../../../../shared/schemas/brand-color';
import { ActionButton } from '../../../components/ui/action-button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { useSaveBrandColorMutation } from '../api/brand-color';

/** Créneau's own button colour (styles.css --color-brand-600), what a page without a choice shows. */
const CRENEAU_COLOR = '#4f46e5';
const HEX = /^#[0-9a-f]{6}$/;

const normalize = (text: string) => text.trim().toLowerCase();

/** « Contraste 5,2:1 — lisible », computed as the person types, before the server judges. */
function contrastLine(hex: string): { text: string; readable: boolean } {
  const ratio = contrastRatio(hex, '#ffffff');
  const readable = ratio >= BRAND_COLOR_MIN_CONTRAST;
  return {
    text: `Contraste ${formatContrast(ratio)} — ${readable ? 'lisible' : 'trop clair pour du texte blanc'}`,
    readable,
  };
}

/**
 * « Couleur de votre page » (issue 37): a colour picker and its hex code, the contrast with the
 * buttons' white text shown live, and a sample button. The server alone refuses a colour under
 * 4.5:1 (ZBrandColor), so its French message is the one shown under the field.
 */
export function BrandColorForm({ saved }: { saved: string | null }) {
  const pickerId = useId();
  const [text, setText] = useState(saved ?? CRENEAU_COLOR);
  const [formatError, setFormatError] = useState<string | undefined>();
  const mutation = useSaveBrandColorMutation();
  const hex = normalize(text);
  const valid = HEX.test(hex);
  const [lastValid, setLastValid] = useState(hex);
  const shown = valid ? hex : lastValid;
  const contrast = contrastLine(shown);
  const serverError = mutation.isError ? parseApiError(mutation.error) : null;
  const fieldError = formatError ?? (serverError?.field === 'brandColor' ? serverError.message : undefined);

  const onChange = (next: string) => {
    setText(next);
    setFormatError(undefined);
    mutation.reset();
    if (HEX.test(normalize(next))) setLastValid(normalize(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return setFormatError(BRAND_COLOR_MESSAGES.format);
    mutation.mutate(hex);
  };

  const onReset = () => {
    setFormatError(undefined);
    mutation.mutate(null, {
      onSuccess: () => {
        setText(CRENEAU_COLOR);
        setLastValid(CRENEAU_COLOR);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Les boutons et les liens de votre page de réservation prennent cette couleur. Elle doit rester assez
        foncée pour que leur texte blanc se lise (contraste d’au moins 4,5:1).
      </p>
      {serverError && serverError.field !== 'brandColor' && <ErrorNotice error={mutation.error} />}
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={pickerId} className="block text-sm font-medium text-slate-800">
            Nuancier
          </label>
          <input
            id={pickerId}
            type="color"
            value={shown}
            onChange={(event) => onChange(event.target.value)}
            className="mt-1.5 h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
        </div>
        <TextField
          className="min-w-0 flex-1 basis-48"
          label="Code de la couleur"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          error={fieldError}
          hint={
            <span aria-live="polite" className={contrast.readable ? 'text-emerald-800' : 'text-amber-800'}>
              {contrast.text}
            </span>
          }
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          placeholder="#4f46e5"
        />
      </div>
      <div>
        <p className="text-sm font-medium text-slate-800">Aperçu</p>
        <span className={`mt-1.5 ${buttonClasses('primary')}`} style={{ backgroundColor: shown }}>
          Réserver ce créneau
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <ActionButton type="submit" loading={mutation.isPending && mutation.variables !== null}>
          Enregistrer
        </ActionButton>
        {(saved || (mutation.isPending && mutation.variables === null)) && (
          <ActionButton
            variant="secondary"
            loading={mutation.isPending && mutation.variables === null}
            onClick={onReset}
          >
            Revenir à la couleur Créneau
          </ActionButton>
        )}
      </div>
      {mutation.isSuccess && (
        <Notice tone="success">
          {mutation.data
            ? 'Votre page de réservation prend cette couleur.'
            : 'Votre page de réservation reprend la couleur Créneau.'}
        </Notice>
      )}
    </form>
  );
}
