import { useEffect, useState } from 'react';
import { SHOP_LIMITS, type TShopProduct } from '../../../shared/schemas/shop';

/** Kept for the tab's session: a reload, or a return from Stripe, finds the cart as it was. */
export const CART_STORAGE_KEY = 'creneau.shop.cart';

export type TCartLine = { productId: string; quantity: number };

/** How many of a product one order may take: what is in stock, 50 at most. */
export function maxQuantity(product: Pick<TShopProduct, 'stock'>): number {
  return Math.max(0, Math.min(product.stock, SHOP_LIMITS.quantityMax));
}

function isLine(value: unknown): value is TCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, quantity } = value as Record<string, unknown>;
  return (
    typeof productId === 'string' &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= SHOP_LIMITS.quantityMax
  );
}

function readCart(): TCartLine[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isLine).slice(0, SHOP_LIMITS.itemsMax) : [];
  } catch {
    return [];
  }
}

/**
 * The lines still orderable with this catalogue: products gone or sold out leave, quantities
 * shrink to the stock. The same array when nothing had to change.
 */
export function reconcileCart(lines: TCartLine[], products: TShopProduct[]): TCartLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  let changed = false;
  const next = lines.flatMap((line) => {
    const product = byId.get(line.productId);
    const max = product ? maxQuantity(product) : 0;
    if (max === 0) {
      changed = true;
      return [];
    }
    if (line.quantity > max) {
      changed = true;
      return [{ ...line, quantity: max }];
    }
    return [line];
  });
  return changed ? next : lines;
}

/** The cart: product ids and quantities only (the server prices the order). */
export function useCart() {
  const [lines, setLines] = useState<TCartLine[]>(readCart);
  useEffect(() => {
    if (lines.length === 0) sessionStorage.removeItem(CART_STORAGE_KEY);
    else sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  }, [lines]);

  return {
    lines,
    /** Room for another product (an order holds 20 different ones at most). */
    accepts: (productId: string) =>
      lines.length < SHOP_LIMITS.itemsMax || lines.some((line) => line.productId === productId),
    /** Adds `quantity` to what is already there, up to `max`. */
    add: (productId: string, quantity: number, max: number) =>
      setLines((current) => {
        const existing = current.find((line) => line.productId === productId);
        if (!existing) return [...current, { productId, quantity: Math.min(quantity, max) }];
        return current.map((line) =>
          line === existing ? { ...line, quantity: Math.min(line.quantity + quantity, max) } : line,
        );
      }),
    setQuantity: (productId: string, quantity: number) =>
      setLines((current) =>
        current.map((line) => (line.productId === productId ? { ...line, quantity } : line)),
      ),
    remove: (productId: string) =>
      setLines((current) => current.filter((line) => line.productId !== productId)),
    replace: setLines,
    clear: () => setLines([]),
  };
}

export type TCart = ReturnType<typeof useCart>;
