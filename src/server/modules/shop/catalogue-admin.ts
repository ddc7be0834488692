import {
  SHOP_LIMITS,
  SHOP_MESSAGES,
  type TProductInput,
  type TProductPatch,
  type TShopProduct,
} from '../../../shared/schemas/shop';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { type TImageRules, toWebp } from '../../images/webp';
import { recordAudit } from '../audit/api';
import {
  archiveProductRow,
  deletePhotoRow,
  insertPhoto,
  insertProduct,
  lockProduct,
  patchProduct,
  productDto,
  type TProductRow,
} from './catalogue';

type TActor = { id: string; email: string };

const PHOTO_IMAGE: TImageRules = {
  field: 'photo',
  maxBytes: SHOP_LIMITS.photoMaxBytes,
  bounds: { width: SHOP_LIMITS.photoMaxSide, height: SHOP_LIMITS.photoMaxSide },
  messages: {
    size: SHOP_MESSAGES.photoSize,
    type: SHOP_MESSAGES.photoType,
    unreadable: SHOP_MESSAGES.photoUnreadable,
    dimensions: SHOP_MESSAGES.photoDimensions,
  },
};

const audited = (row: TProductRow) => ({
  name: row.name,
  priceCents: row.priceCents,
  vatRateBp: row.vatRateBp,
  stock: row.stock,
  active: row.active,
  personalised: row.personalised,
});

/** Every catalogue write: in one transaction with its audit entry, then the product as it is. */
async function write(
  deps: AppDeps,
  actor: TActor,
  action: string,
  change: (
    tx: TDbExecutor,
    now: Date,
  ) => Promise<{
    before: TProductRow | null;
    after: TProductRow;
  }>,
): Promise<TShopProduct> {
  const now = deps.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const { before, after } = await change(tx, now);
    const fields = audited(after);
    const changes = Object.fromEntries(
      Object.entries(fields)
        .filter(([key, value]) => !before || audited(before)[key as keyof typeof fields] !== value)
        .map(([key, value]) => [
          key,
          { before: before ? audited(before)[key as keyof typeof fields] : undefined, after: value },
        ]),
    );
    await recordAudit(tx, {
      actor,
      action,
      target: { type: 'product', id: after.id, label: after.name },
      changes,
      at: now,
    });
    return after;
  });
  return productDto(deps.database.db, row);
}

export const createProduct = (deps: AppDeps, actor: TActor, input: TProductInput) =>
  write(deps, actor, 'shop.product_create', async (tx, now) => ({
    before: null,
    after: await insertProduct(tx, input, now),
  }));

export const updateProduct = (deps: AppDeps, actor: TActor, id: string, patch: TProductPatch) =>
  write(deps, actor, 'shop.product_update', async (tx, now) => {
    const before = await lockProduct(tx, id);
    return { before, after: await patchProduct(tx, before, patch, now) };
  });

/** DELETE: archived, never deleted — orders and invoices name it. */
export const archiveProduct = (deps: AppDeps, actor: TActor, id: string) =>
  write(deps, actor, 'shop.product_archive', async (tx, now) => {
    const before = await lockProduct(tx, id);
    return { before, after: await archiveProductRow(tx, before, now) };
  });

export async function addPhoto(deps: AppDeps, actor: TActor, productId: string, data: Buffer) {
  // Decoded and encoded before the transaction: the product stays locked only for the writes.
  const webp = await toWebp(data, PHOTO_IMAGE);
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    const photo = await insertPhoto(tx, product, webp.data, now);
    await recordAudit(tx, {
      actor,
      action: 'shop.product_photo_add',
      target: { type: 'product', id: product.id, label: product.name },
      changes: { photo: { after: photo.id } },
      at: now,
    });
    return photo;
  });
}

export const removePhoto = (deps: AppDeps, actor: TActor, productId: string, photoId: string) =>
  write(deps, actor, 'shop.product_photo_delete', async (tx) => {
    const product = await lockProduct(tx, productId);
    await deletePhotoRow(tx, product.id, photoId);
    return { before: product, after: product };
  });
