import { LOGO_MAX_BYTES, LOGO_MESSAGES, LOGO_SIDE_PX } from '../../../shared/schemas/provider-logo';
import { type TImageRules, toWebp } from '../../images/webp';

const LOGO_IMAGE: TImageRules = {
  field: 'logo',
  maxBytes: LOGO_MAX_BYTES,
  bounds: { square: LOGO_SIDE_PX },
  messages: LOGO_MESSAGES,
};

/** The booking page's photo or logo as the page keeps it: a WebP square of 256 px at most. */
export async function toLogoWebp(data: Buffer): Promise<Buffer> {
  return (await toWebp(data, LOGO_IMAGE)).data;
}
