import sharp from 'sharp';
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_PIXELS,
  LOGO_MESSAGES,
  LOGO_SIDE_PX,
} from '../../../shared/schemas/provider-logo';
import { AppError } from '../../http/app-error';
import { sniffImage } from '../../http/image-type';

const FIELD = { field: 'logo' } as const;
const WEBP_QUALITY = 82;

/**
 * The uploaded photo or logo as the page keeps it: its type read from its bytes (never from the
 * request's header), turned upright, cropped square on its centre to 256 px at most (never
 * enlarged), as WebP without its metadata (a phone photo's EXIF may hold where it was taken).
 */
export async function toLogoWebp(data: Buffer): Promise<Buffer> {
  if (data.length > LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', LOGO_MESSAGES.size, FIELD);
  if (!sniffImage(data)) throw new AppError('VALIDATION', LOGO_MESSAGES.type, FIELD);
  const image = sharp(data, { limitInputPixels: LOGO_MAX_PIXELS });
  let width: number;
  let height: number;
  try {
    ({ width, height } = await image.metadata());
  } catch {
    throw new AppError('VALIDATION', LOGO_MESSAGES.unreadable, FIELD);
  }
  if (width * height > LOGO_MAX_PIXELS) throw new AppError('VALIDATION', LOGO_MESSAGES.dimensions, FIELD);
  const side = Math.min(LOGO_SIDE_PX, width, height);
  try {
    return await image
      .autoOrient()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    // Headers read fine but the pixels do not (a truncated or damaged file).
    throw new AppError('VALIDATION', LOGO_MESSAGES.unreadable, FIELD);
  }
}
