import type { ReactNode } from 'react';
import { formatPrice } from '../../../../shared/french-format';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/schemas/payments';
import { ORDER_STATUS_LABELS, type TOrder } from '../../../../shared/schemas/shop';
import { PersonalisedPreview } from '../../../components/booking/personalised-preview';
import { formatShopDateTime, formatVatRate } from '../utils/shop-format';
import { InvoiceButton } from './invoice-button';

function Heading({ children }: { children: string }) {
  return <h4 className="mb-2 text-sm font-semibold text-slate-900">{children}</h4>;
}

/** « Expédiée par Colissimo, numéro de suivi 6A123 ». */
export function trackingText(order: Pick<TOrder, 'trackingNumber' | 'carrier'>): string | null {
  if (!order.trackingNumber) return null;
  return `${order.carrier ? `Expédiée par ${order.carrier}, n` : 'N'}uméro de suivi ${order.trackingNumber}`;
}

/**
 * Everything about one order, as its provider and the team both see it: items with the printed
 * preview, totals, address, shipping, payment, invoice and history; `children` are the actions of
 * whoever is looking. `invoicePath` is the invoice's PDF on that person's side of the API.
 */
export function OrderSummary({
  order,
  invoicePath,
  children,
}: {
  order: TOrder;
  invoicePath: (invoiceId: string) => string;
  children?: ReactNode;
}) {
  const tracking = trackingText(order);
  return (
    <div className="space-y-5 text-sm text-slate-700">
      <section>
        <Heading>Articles</Heading>
        <ul className="divide-y divide-slate-100">
          {order.items.map((item) => (
            <li key={item.productId} className="py-2">
              <div className="flex items-start justify-between gap-3">
                <p>
                  <span className="font-medium text-slate-900">{item.name}</span> × {item.quantity}
                  <span className="block text-xs text-slate-600">
                    {formatPrice(item.unitPriceCents)} l’unité, TVA {formatVatRate(item.vatRate)}
                  </span>
                </p>
                <p className="font-semibold whitespace-nowrap tabular-nums text-slate-900">
                  {formatPrice(item.totalCents)}
                </p>
              </div>
              {item.personalisation && (
                <div className="mt-2 max-w-sm">
                  <PersonalisedPreview productName={item.name} bookingUrl={item.personalisation.bookingUrl} />
                </div>
              )}
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-slate-200 pt-2">
          <div className="flex justify-between gap-3">
            <dt>Total HT</dt>
            <dd className="tabular-nums">{formatPrice(order.totalExclCents)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>TVA</dt>
            <dd className="tabular-nums">{formatPrice(order.vatCents)}</dd>
          </div>
          <div className="flex justify-between gap-3 font-semibold text-slate-900">
            <dt>Total TTC (livraison incluse)</dt>
            <dd className="tabular-nums">{formatPrice(order.totalInclCents)}</dd>
          </div>
        </dl>
      </section>

      <div className="grid gap-5 sm:grid-cols-2">
        <section>
          <Heading>Livraison</Heading>
          {order.shippingAddress ? (
            <address className="not-italic">
              {order.shippingAddress.name}
              <br />
              {order.shippingAddress.line1}
              {order.shippingAddress.line2 && (
                <>
                  <br />
                  {order.shippingAddress.line2}
                </>
              )}
              <br />
              {order.shippingAddress.postalCode} {order.shippingAddress.city}
              <br />
              France
            </address>
          ) : (
            <p>Adresse effacée (commande ancienne).</p>
          )}
          {tracking && <p className="mt-2 font-medium text-slate-900">{tracking}</p>}
        </section>
        <section>
          <Heading>Paiement</Heading>
          <p>{order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : 'Pas encore payée'}</p>
          {order.invoice && (
            <div className="mt-2">
              <InvoiceButton invoice={order.invoice} path={invoicePath(order.invoice.id)} />
            </div>
          )}
        </section>
      </div>

      <section>
        <Heading>Historique</Heading>
        <ol aria-label="Historique des statuts" className="space-y-1.5 border-l-2 border-slate-200 pl-3">
          {order.history.map((event) => (
            <li key={`${event.status}-${event.at}`}>
              <span className="font-medium text-slate-900">{ORDER_STATUS_LABELS[event.status]}</span>
              {' — '}
              <time dateTime={event.at}>{formatShopDateTime(event.at)}</time>
              {event.trackingNumber && (
                <span className="block text-xs text-slate-600">
                  {event.carrier ? `${event.carrier}, ` : ''}suivi {event.trackingNumber}
                </span>
              )}
            </li>
          ))}
        </ol>
      </section>

      {children}
    </div>
  );
}
