import { ChevronLeft, ChevronRight, CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  BANNER_ROTATION_MS,
  type TGlobalNotification,
  type TGlobalNotificationType,
} from '../../../../shared/schemas/banners';
import { useHeightVariable } from '../../../components/layout/use-height-variable';
import { useOverlay } from '../../../lib/overlays/overlay-store';
import { useBannerRotation } from '../hooks/use-banner-rotation';
import { useGlobalNotifications } from '../hooks/use-global-notifications';
import { BANNER_HTML_CLASSES, cleanBannerHtml } from '../utils/banner-html';

/** The banner's height, for the area layouts below it (app-shell). */
export const GLOBAL_BANNER_HEIGHT_VARIABLE = '--global-banner-height';

const LOOK: Record<
  TGlobalNotificationType,
  { icon: typeof Info; label: string; classes: string; bar: string }
> = {
  info: {
    icon: Info,
    label: 'Information',
    classes: 'border-sky-300 bg-sky-50 text-sky-950',
    bar: 'bg-sky-600',
  },
  success: {
    icon: CircleCheck,
    label: 'Succès',
    classes: 'border-emerald-300 bg-emerald-50 text-emerald-950',
    bar: 'bg-emerald-600',
  },
  warning: {
    icon: TriangleAlert,
    label: 'Avertissement',
    classes: 'border-amber-300 bg-amber-50 text-amber-950',
    bar: 'bg-amber-600',
  },
  error: {
    icon: CircleAlert,
    label: 'Alerte',
    classes: 'border-red-300 bg-red-50 text-red-950',
    bar: 'bg-red-600',
  },
};

const ICON_BUTTON =
  'inline-flex size-8 items-center justify-center rounded-md hover:bg-black/5 focus-visible:outline-2';

/** Signed-in screens: the administrators' banners for this user (SPEC §2 §4 §9). */
export function GlobalBanner({ userId }: { userId: string }) {
  const { banners, dismiss } = useGlobalNotifications(userId);
  return <GlobalBannerView banners={banners} onDismiss={dismiss} />;
}

/**
 * The banners one at a time: icon, title, message, « 1 / 2 » and a countdown bar; previous and
 * next restart the countdown; closing removes the current one and hides the band after the last.
 */
export function GlobalBannerView({
  banners,
  onDismiss,
}: {
  banners: TGlobalNotification[];
  onDismiss: (id: string) => void;
}) {
  const rotation = useBannerRotation(banners.length);
  const banner = banners[rotation.index];
  const html = useMemo(() => (banner ? cleanBannerHtml(banner.message) : ''), [banner]);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useHeightVariable(element, GLOBAL_BANNER_HEIGHT_VARIABLE);
  // The push prompt waits while an announcement shows (issue 37: one thing at a time).
  useOverlay('banner', banner !== undefined);
  if (!banner) return null;
  const look = LOOK[banner.type];
  const Icon = look.icon;
  const several = banners.length > 1;

  return (
    // Sticky under the impersonation banner, so the fixed sidebar of the areas never covers it.
    <section
      ref={setElement}
      aria-label="Annonces"
      className={`sticky top-[var(--impersonation-banner-height,0px)] z-40 border-b ${look.classes}`}
      onMouseEnter={() => rotation.pause(true)}
      onMouseLeave={() => rotation.pause(false)}
      onFocus={() => rotation.pause(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) rotation.pause(false);
      }}
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-2.5 sm:px-6">
        <Icon className="mt-0.5 size-5 shrink-0" aria-label={look.label} role="img" />
        {/* WAI carousel pattern: silent while it turns by itself, announced when the person is in control. */}
        <div
          aria-live={several && !rotation.paused ? 'off' : 'polite'}
          aria-atomic="true"
          className="min-w-0 flex-1 text-sm"
        >
          <p className="font-semibold">{banner.title}</p>
          <div
            className={`mt-0.5 break-words ${BANNER_HTML_CLASSES}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and again by DOMPurify (cleanBannerHtml)
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {several && (
            <>
              <button
                type="button"
                className={ICON_BUTTON}
                onClick={rotation.previous}
                aria-label="Annonce précédente"
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
              </button>
              <span className="min-w-10 text-center text-xs font-medium tabular-nums">
                {rotation.index + 1} / {banners.length}
              </span>
              <button
                type="button"
                className={ICON_BUTTON}
                onClick={rotation.next}
                aria-label="Annonce suivante"
              >
                <ChevronRight className="size-4" aria-hidden="true" />
              </button>
            </>
          )}
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={() => onDismiss(banner._id)}
            aria-label={`Fermer l’annonce « ${banner.title} »`}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      {several && (
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5 overflow-hidden">
          <div
            key={`${banner._id}-${rotation.cycle}`}
            data-testid="banner-countdown"
            className={`h-full origin-left animate-banner-countdown motion-reduce:animate-none ${look.bar}`}
            style={{
              animationDuration: `${BANNER_ROTATION_MS}ms`,
              animationPlayState: rotation.paused ? 'paused' : 'running',
            }}
          />
        </div>
      )}
    </section>
  );
}
