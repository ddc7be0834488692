import type { TPaymentMethod } from '../../../shared/schemas/payments';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';

/** One line of an order as Créneau sells it: tax included, with its own VAT rate. */
export type TOrderLine = { label: string; quantity: number; unitInclCents: number; vatRateBp: number };

/** What a payment for an order buys, read from the order in the paying transaction. */
export type TOrderSummary = {
  userId: string;
  /** « Commande CMD-000042 », for the e-mail and the Stripe page. */
  label: string;
  lines: TOrderLine[];
  totalInclCents: number;
  status: string;
};

/** What the order's owner still has to do once the transaction commits (live events, e-mails). */
export type TAfterCommit = () => void;

/**
 * The shop's side of a payment (ADR 0038): the payments module records the money and issues the
 * documents; the order book says what an order holds and moves it when its money arrives or
 * goes back. The shop module registers it when its routes are built, so payments never imports
 * the shop (the shop imports payments).
 */
export type TOrderBook = {
  /** The order, locked until the transaction ends; undefined when there is none. */
  lock(tx: TDbExecutor, orderId: string): Promise<TOrderSummary | undefined>;
  /**
   * The order's money arrived. `refund: true` when the order can no longer be served (released
   * and its stock gone meanwhile): the payments module sends the money back.
   */
  paid(
    tx: TDbExecutor,
    deps: AppDeps,
    input: { orderId: string; method: TPaymentMethod; actorId: string | null },
    now: Date,
  ): Promise<{ after: TAfterCommit; refund: boolean }>;
  refunded(
    tx: TDbExecutor,
    deps: AppDeps,
    input: { orderId: string; full: boolean; actorId: string | null },
    now: Date,
  ): Promise<TAfterCommit>;
};

let registered: TOrderBook | null = null;

export function registerOrderBook(book: TOrderBook): void {
  registered = book;
}

export function orderBook(): TOrderBook {
  if (!registered) throw new Error('no order book registered: the shop module is not loaded');
  return registered;
}

/** The VAT rate that names a payment of several lines: the highest one. */
export const mainVatRateBp = (lines: readonly TOrderLine[]) => Math.max(0, ...lines.map((l) => l.vatRateBp));
