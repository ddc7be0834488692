import { z } from 'zod';
import {
  LOCATION_TYPES,
  type TLocation,
  type TLocationType,
  ZLocation,
} from '../../../../shared/schemas/service-options';

/** How a video appointment gets its link: a Jitsi Meet room, a room on the provider's Jitsi, or one fixed link. */
export const VIDEO_MODES = ['jitsi', 'own', 'fixed'] as const;
export type TVideoMode = (typeof VIDEO_MODES)[number];

export type TLocationFormValues = { type: TLocationType; video: TVideoMode; videoUrl: string };

const MISSING_URL: Record<Exclude<TVideoMode, 'jitsi'>, string> = {
  own: 'Indiquez l’adresse de votre serveur Jitsi',
  fixed: 'Collez le lien de votre salle de visio',
};

function toLocation({ type, video, videoUrl }: TLocationFormValues): TLocation {
  if (type !== 'video' || video === 'jitsi') return { type };
  return video === 'fixed'
    ? { type, videoBaseUrl: videoUrl.trim(), videoFixed: true }
    : { type, videoBaseUrl: videoUrl.trim() };
}

/** The place as the API takes it; a missing or wrong link is said under « videoUrl ». */
export const ZLocationForm = z
  .object({
    type: z.enum(LOCATION_TYPES, { error: 'Lieu inconnu' }),
    video: z.enum(VIDEO_MODES),
    videoUrl: z.string(),
  })
  .superRefine((location, ctx) => {
    if (location.type !== 'video' || location.video === 'jitsi') return;
    if (location.videoUrl.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: MISSING_URL[location.video] });
      return;
    }
    const checked = ZLocation.safeParse(toLocation(location));
    for (const issue of checked.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: issue.message });
  })
  .transform(toLocation);

export function locationToForm(location: TLocation): TLocationFormValues {
  const video: TVideoMode = location.videoFixed ? 'fixed' : location.videoBaseUrl ? 'own' : 'jitsi';
  return { type: location.type, video, videoUrl: location.videoBaseUrl ?? '' };
}
