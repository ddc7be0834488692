import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useHeightVariable } from '../../components/layout/use-height-variable';
import { buttonClasses } from '../../components/ui/button-styles';
import { mayShowPushPrompt, OVERLAY_HEIGHT_VARIABLES } from '../overlays/overlay-rules';
import { useOverlay, useOverlaysShown } from '../overlays/overlay-store';
import { fetchSettings, SETTINGS_QUERY_KEY } from '../provider-data/get-settings';
import { isPushSupported, PushError, subscribePush } from './push-client';
import { usePushPrompt } from './use-push-prompt';

/**
 * « Recevoir les notifications de Créneau dans ce navigateur ? » — a small card, not a dialog:
 * the page stays usable. Providers see it when their « Notifications du navigateur » setting is
 * on; administrators always (they have no such setting). It gives way while a banner or a toast
 * shows, and the help button moves above it (overlay-rules).
 */
export function PushPrompt({ isAdmin, paused = false }: { isAdmin: boolean; paused?: boolean }) {
  const settings = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: fetchSettings, // No request at all in a browser without push.
    enabled: !isAdmin && isPushSupported(),
  });
  const wanted = isAdmin ? true : settings.data?.browserNotifications;
  const prompt = usePushPrompt(wanted, paused);
  const others = useOverlaysShown();
  const onScreen = prompt.visible && mayShowPushPrompt(others);
  useOverlay('push-prompt', onScreen);
  const [card, setCard] = useState<HTMLElement | null>(null);
  useHeightVariable(onScreen ? card : null, OVERLAY_HEIGHT_VARIABLES.pushPrompt);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!onScreen) return null;

  async function activate() {
    setBusy(true);
    setError(null);
    try {
      await subscribePush();
      prompt.close();
    } catch (err) {
      setError(
        err instanceof PushError ? err.message : 'Activation impossible. Réessayez depuis les paramètres.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {/* Room under the page while the card floats: its last buttons can scroll out from under it. */}
      <div aria-hidden="true" data-push-prompt-room className="h-72" />
      {/* Measured with its bottom gap (pb-3): the help button sits that far above the card. */}
      <div
        ref={setCard}
        className="pointer-events-none fixed inset-x-3 bottom-1 z-40 pb-3 sm:left-auto sm:right-6 sm:w-96"
      >
        <section
          aria-labelledby="push-prompt-title"
          className="pointer-events-auto rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          <h2 id="push-prompt-title" className="text-sm font-semibold text-slate-900">
            Recevoir les notifications de Créneau dans ce navigateur ?
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Nouveaux rendez-vous et annulations s’afficheront même quand Créneau n’est pas ouvert.
          </p>
          {error && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClasses('primary', 'sm')}
              onClick={activate}
              disabled={busy}
            >
              {busy ? 'Activation…' : 'Activer'}
            </button>
            <button type="button" className={buttonClasses('ghost', 'sm')} onClick={prompt.later}>
              Plus tard
            </button>
          </div>
        </section>
      </div>
    </>
  );
}
