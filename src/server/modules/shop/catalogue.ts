import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import {
  SHOP_LIMITS,
  SHOP_MESSAGES,
  type TProductInput,
  type TProductPatch,
  type TShopProduct,
} from '../../../shared/schemas/shop';
import type { TDbExecutor } from '../../db/executor';
import { shopProductPhotos, shopProducts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';

export type TProductRow = typeof shopProducts.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', 'Produit introuvable');
export const photoUrl = (id: string) => `/api/shop/photos/${id}`;
const toBp = (rate: number) => Math.round(rate * 100);

async function photosOf(db: TDbExecutor, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, { id: string; url: string }[]>();
  const rows = await db
    .select({ id: shopProductPhotos.id, productId: shopProductPhotos.productId })
    .from(shopProductPhotos)
    .where(inArray(shopProductPhotos.productId, productIds))
    .orderBy(asc(shopProductPhotos.createdAt), asc(shopProductPhotos.id));
  const byProduct = new Map<string, { id: string; url: string }[]>();
  for (const row of rows)
    byProduct.set(row.productId, [
      ...(byProduct.get(row.productId) ?? []),
      { id: row.id, url: photoUrl(row.id) },
    ]);
  return byProduct;
}

function toDto(row: TProductRow, photos: { id: string; url: string }[]): TShopProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    vatRate: row.vatRateBp / 100,
    stock: row.stock,
    active: row.active,
    personalised: row.personalised,
    photos,
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

async function withPhotos(db: TDbExecutor, rows: TProductRow[]): Promise<TShopProduct[]> {
  const photos = await photosOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toDto(row, photos.get(row.id) ?? []));
}

/** GET /api/shop/products (on sale only) and GET /api/admin/products (all, archived ones last). */
export async function listProducts(db: TDbExecutor, scope: 'shop' | 'admin'): Promise<TShopProduct[]> {
  const rows = await db
    .select()
    .from(shopProducts)
    .where(scope === 'shop' ? and(eq(shopProducts.active, true), isNull(shopProducts.archivedAt)) : undefined)
    .orderBy(asc(shopProducts.archivedAt), asc(shopProducts.name), asc(shopProducts.id));
  return withPhotos(db, rows);
}

/** A product, locked until the transaction ends (404 for a malformed or unknown id). */
export async function lockProduct(tx: TDbExecutor, id: string): Promise<TProductRow> {
  const [row] = isUuid(id)
    ? await tx.select().from(shopProducts).where(eq(shopProducts.id, id)).for('update')
    : [];
  if (!row) throw notFound();
  return row;
}

export async function productDto(db: TDbExecutor, row: TProductRow): Promise<TShopProduct> {
  const [dto] = await withPhotos(db, [row]);
  if (!dto) throw notFound();
  return dto;
}

export async function insertProduct(tx: TDbExecutor, input: TProductInput, now: Date): Promise<TProductRow> {
  const [row] = await tx
    .insert(shopProducts)
    .values({
      name: input.name,
      description: input.description ?? '',
      priceCents: input.priceCents,
      vatRateBp: toBp(input.vatRate),
      stock: input.stock,
      active: input.active ?? true,
      personalised: input.personalised ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

/** Applies a patch to a locked product; an archived one changes no more. */
export async function patchProduct(
  tx: TDbExecutor,
  before: TProductRow,
  patch: TProductPatch,
  now: Date,
): Promise<TProductRow> {
  if (before.archivedAt) throw new AppError('CONFLICT', SHOP_MESSAGES.archived);
  const { vatRate, ...rest } = patch;
  const [row] = await tx
    .update(shopProducts)
    .set({ ...rest, ...(vatRate !== undefined && { vatRateBp: toBp(vatRate) }), updatedAt: now })
    .where(eq(shopProducts.id, before.id))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function archiveProductRow(
  tx: TDbExecutor,
  before: TProductRow,
  now: Date,
): Promise<TProductRow> {
  if (before.archivedAt) return before;
  const [row] = await tx
    .update(shopProducts)
    .set({ archivedAt: now, active: false, updatedAt: now })
    .where(eq(shopProducts.id, before.id))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Adds a photo, already through the image pipeline (WebP), to a locked, non-archived product. */
export async function insertPhoto(tx: TDbExecutor, product: TProductRow, webp: Buffer, now: Date) {
  if (product.archivedAt) throw new AppError('CONFLICT', SHOP_MESSAGES.archived);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(shopProductPhotos)
    .where(eq(shopProductPhotos.productId, product.id));
  if (n >= SHOP_LIMITS.photosMax) throw new AppError('CONFLICT', SHOP_MESSAGES.photosMax, { field: 'photo' });
  const [row] = await tx
    .insert(shopProductPhotos)
    .values({ productId: product.id, contentType: 'image/webp', data: webp, createdAt: now })
    .returning({ id: shopProductPhotos.id });
  if (!row) throw new Error('photo insert returned nothing');
  return { id: row.id, url: photoUrl(row.id) };
}

export async function deletePhotoRow(tx: TDbExecutor, productId: string, photoId: string): Promise<void> {
  const deleted = isUuid(photoId)
    ? await tx
        .delete(shopProductPhotos)
        .where(and(eq(shopProductPhotos.id, photoId), eq(shopProductPhotos.productId, productId)))
        .returning({ id: shopProductPhotos.id })
    : [];
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Photo introuvable');
}

/** GET /api/shop/photos/{id}: the bytes and their type. */
export async function findPhoto(db: TDbExecutor, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select({ data: shopProductPhotos.data, contentType: shopProductPhotos.contentType })
        .from(shopProductPhotos)
        .where(eq(shopProductPhotos.id, id))
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'Photo introuvable');
  return row;
}
