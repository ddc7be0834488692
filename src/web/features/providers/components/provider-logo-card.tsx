import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { LOGO_TYPES, logoFileProblem } from '../../../../shared/schemas/provider-logo';
import { ProviderAvatar } from '../../../components/booking/provider-avatar';
import { ActionButton } from '../../../components/ui/action-button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { parseApiError } from '../../../lib/parse-api-error';
import { useProviderLogoMutation, useProviderLogoQuery } from '../api/provider-logo';

const UPLOADED = 'Votre image est en ligne sur votre page de réservation.';
const REMOVED = 'Image retirée : vos initiales la remplacent sur votre page.';

/**
 * « Photo ou logo » (issue 15): the image beside the name on the booking page. The file is checked
 * here as the server would (type, 2 MB) before it is sent; the server crops and resizes it.
 */
export function ProviderLogoCard({ displayName }: { displayName: string }) {
  const inputId = useId();
  const logo = useProviderLogoQuery();
  const mutation = useProviderLogoMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const uploading = mutation.isPending && mutation.variables !== null;

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setDone(null);
    const local = logoFileProblem(file);
    setProblem(local);
    if (local) return;
    mutation.mutate(file, {
      onSuccess: () => setDone(UPLOADED),
      onError: (error) => setProblem(parseApiError(error).message),
    });
  }

  function onRemove() {
    setRemoveError(null);
    mutation.mutate(null, {
      onSuccess: () => {
        setConfirming(false);
        setProblem(null);
        setDone(REMOVED);
      },
      onError: (error) => setRemoveError(parseApiError(error).message),
    });
  }

  return (
    <SectionCard
      title="Photo ou logo"
      lead="Affichée à côté de votre nom sur votre page de réservation ; sans image, vos initiales."
    >
      <QueryState
        query={logo}
        loadingLabel="Chargement de votre image…"
        errorLabel="Impossible de charger votre photo ou logo."
      >
        {(logoUrl) => (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <ProviderAvatar name={displayName} logoUrl={logoUrl} size="lg" />
            <div className="space-y-2">
              {!logoUrl && <p className="text-sm text-slate-700">Aucune image pour l’instant.</p>}
              <div className="flex flex-wrap gap-2">
                <input
                  id={inputId}
                  type="file"
                  accept={LOGO_TYPES.join(',')}
                  onChange={onFile}
                  disabled={uploading}
                  className="peer sr-only"
                />
                <label
                  htmlFor={inputId}
                  className={`${buttonClasses('secondary', 'sm')} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500`}
                >
                  {uploading ? (
                    <Spinner className="size-4" />
                  ) : (
                    <ImagePlus className="size-4" aria-hidden="true" />
                  )}
                  {uploading ? 'Envoi de l’image…' : 'Choisir une image'}
                </label>
                {logoUrl && (
                  <ActionButton variant="secondary" size="sm" onClick={() => setConfirming(true)}>
                    Retirer
                  </ActionButton>
                )}
              </div>
              <p className="text-xs text-slate-600">
                JPEG, PNG ou WebP, 2 Mo au plus ; recadrée en carré sur son centre.
              </p>
            </div>
          </div>
        )}
      </QueryState>
      {problem && (
        <Notice tone="error" className="mt-4">
          {problem}
        </Notice>
      )}
      {done && (
        <Notice tone="success" className="mt-4">
          {done}
        </Notice>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          setRemoveError(null);
        }}
        title="Retirer votre photo ou logo ?"
        confirmLabel="Retirer l’image"
        onConfirm={onRemove}
        pending={mutation.isPending && mutation.variables === null}
        error={removeError}
      >
        <p>Vos initiales la remplaceront sur votre page de réservation. Vous pourrez en choisir une autre.</p>
      </ConfirmDialog>
    </SectionCard>
  );
}
