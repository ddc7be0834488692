import { TriangleAlert } from 'lucide-react';
import { useOverlay } from '../../lib/overlays/overlay-store';
import { usePublicConfig } from '../../lib/public-config';

/**
 * The administrators' maintenance message, a thin band above every screen while it is set. Plain
 * text (React escapes it); nothing is drawn while the configuration loads or when it fails.
 */
export function MaintenanceBanner() {
  const message = usePublicConfig().data?.maintenanceMessage;
  // The push prompt waits while it shows (issue 37: one thing at a time).
  useOverlay('banner', Boolean(message));
  if (!message) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-amber-950 sm:px-6">
      <p className="mx-auto flex max-w-6xl items-start gap-2 text-sm font-medium">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0">{message}</span>
      </p>
    </div>
  );
}
