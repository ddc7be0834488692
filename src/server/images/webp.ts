import type { ResizeOptions } from 'sharp';
import { AppError } from '../http/app-error';
import { onFirstUse } from '../process/on-first-use';
import { sniffImage } from './image-type';

/** sharp and libvips come with the first upload (about 20 MB resident). */
const loadSharp = onFirstUse(async () => (await import('sharp')).default);

/** Beyond this an image is refused before it is decoded (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

/**
 * What one kind of upload allows: its field in error messages, its size in bytes, and the box
 * the kept image fits in — a square cropped on its centre, or a width (and height) never exceeded.
 */
export type TImageRules = {
  field: string;
  maxBytes: number;
  bounds: { square: number } | { width: number; height?: number };
  messages: { size: string; type: string; unreadable: string; dimensions: string };
};

export type TWebpImage = { data: Buffer; width: number; height: number };

function resizeTo(bounds: TImageRules['bounds'], width: number, height: number): ResizeOptions {
  if ('square' in bounds) {
    const side = Math.min(bounds.square, width, height);
    return { width: side, height: side, fit: 'cover', position: 'centre' };
  }
  return { width: bounds.width, height: bounds.height, fit: 'inside', withoutEnlargement: true };
}

/**
 * The one image pipeline of every upload (logo, blog, shop): its type read from its bytes (never
 * from the request's header), turned upright, fitted to its bounds (never enlarged), kept as WebP
 * without its metadata — a phone photo's EXIF may hold where it was taken.
 */
export async function toWebp(data: Buffer, rules: TImageRules): Promise<TWebpImage> {
  const field = { field: rules.field };
  if (data.length > rules.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', rules.messages.size, field);
  if (!sniffImage(data)) throw new AppError('VALIDATION', rules.messages.type, field);
  const sharp = await loadSharp();
  const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS });
  let width: number;
  let height: number;
  try {
    ({ width, height } = await image.metadata());
  } catch {
    throw new AppError('VALIDATION', rules.messages.unreadable, field);
  }
  if (width * height > MAX_INPUT_PIXELS) throw new AppError('VALIDATION', rules.messages.dimensions, field);
  try {
    const { data: webp, info } = await image
      .autoOrient()
      .resize(resizeTo(rules.bounds, width, height))
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data: webp, width: info.width, height: info.height };
  } catch {
    // Headers read fine but the pixels do not (a truncated or damaged file).
    throw new AppError('VALIDATION', rules.messages.unreadable, field);
  }
}
