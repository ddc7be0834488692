import { eq } from 'drizzle-orm';
import { BLOG_LIMITS } from '../../../shared/schemas/blog';
import type { TDbExecutor } from '../../db/executor';
import { blogImages } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { type TImageRules, toWebp } from '../../images/webp';
import { blogImageUrl } from './posts-queries';

/** The blog's images (issue 17): type read from the bytes, upright, 1600 px wide at most, WebP. */
export const BLOG_IMAGE_MESSAGES = {
  size: 'L’image ne doit pas dépasser 5 Mo.',
  type: 'L’image doit être au format JPEG, PNG ou WebP.',
  unreadable: 'L’image est illisible ou abîmée : essayez avec une autre.',
  dimensions: 'L’image est trop grande (50 mégapixels au plus).',
  notFound: 'Image introuvable',
} as const;
const BLOG_IMAGE: TImageRules = {
  field: 'image',
  maxBytes: BLOG_LIMITS.imageMaxBytes,
  bounds: { width: BLOG_LIMITS.imageMaxWidth },
  messages: BLOG_IMAGE_MESSAGES,
};

/** Stores an uploaded image; returns what the editor inserts. */
export async function saveBlogImage(db: TDbExecutor, uploadedBy: string, data: Buffer, now: Date) {
  const { data: webp, width, height } = await toWebp(data, BLOG_IMAGE);
  const [row] = await db
    .insert(blogImages)
    .values({ contentType: 'image/webp', data: webp, width, height, uploadedBy, createdAt: now })
    .returning({ id: blogImages.id });
  if (!row) throw new Error('blog image insert returned nothing');
  return { id: row.id, url: blogImageUrl(row.id), width, height };
}

/** GET /api/blog/images/{id}: the bytes and their type. */
export async function findBlogImage(db: TDbExecutor, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select({ data: blogImages.data, contentType: blogImages.contentType })
        .from(blogImages)
        .where(eq(blogImages.id, id))
    : [];
  if (!row) throw new AppError('NOT_FOUND', BLOG_IMAGE_MESSAGES.notFound);
  return row;
}
