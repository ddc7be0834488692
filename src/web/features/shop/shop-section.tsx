import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TOrder } from '../../../shared/schemas/shop';
import { bookingUrlFor } from '../../components/booking/booking-link';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useSignedInUser } from '../../lib/auth/auth-context';
import { useOrderUpdates } from '../../lib/realtime/use-order-updates';
import { applyOrder, usePaymentsEnabledQuery, useProductsQuery } from './api/shop-api';
import { maxQuantity, useCart } from './cart';
import { CartPanel } from './components/cart-panel';
import { OrdersPanel } from './components/orders-panel';
import { ShopPaymentReturn } from './components/payment-return';
import { PaymentsOffNotice } from './components/payments-off-notice';
import { ProductCard } from './components/product-card';

type TTab = 'products' | 'orders';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ' +
  'data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm sm:flex-none';

function Products({
  paymentsEnabled,
  onPlaced,
}: {
  paymentsEnabled: boolean;
  onPlaced: (order: TOrder) => void;
}) {
  const user = useSignedInUser();
  const products = useProductsQuery();
  const cart = useCart();
  // What the server prints on a personalised item: the booking page's address by the provider's id.
  const bookingUrl = bookingUrlFor(user.id);
  return (
    <QueryState
      query={products}
      loadingLabel="Chargement des produits…"
      errorLabel="Les produits n’ont pas pu être chargés."
    >
      {(list) =>
        list.length === 0 ? (
          <EmptyState icon={ShoppingBag} title="Aucun produit">
            La boutique n’a pas encore de produits.
          </EmptyState>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <ul
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
              aria-label="Produits en vente"
            >
              {list.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  bookingUrl={bookingUrl}
                  canAdd={cart.accepts(product.id)}
                  onAdd={(quantity) => cart.add(product.id, quantity, maxQuantity(product))}
                />
              ))}
            </ul>
            <div className="lg:sticky lg:top-[calc(var(--impersonation-banner-height,0px)+var(--global-banner-height,0px)+5rem)]">
              <CartPanel
                cart={cart}
                products={list}
                paymentsEnabled={paymentsEnabled}
                recipientName={user.name}
                onPlaced={onPlaced}
              />
            </div>
          </div>
        )
      }
    </QueryState>
  );
}

/**
 * « Boutique » (issue 14, ADR 0038): the items a provider orders for their practice, the cart with
 * its shipping address, and « Mes commandes » followed live (`order:updated`).
 */
export function ShopSection() {
  const [params] = useSearchParams();
  const returned = params.get('commande');
  const outcome = params.get('paiement');
  const [tab, setTab] = useState<TTab>(returned ? 'orders' : 'products');
  /** An order taken without Stripe: shown opened, with how to pay it while it waits for the transfer. */
  const [placed, setPlaced] = useState<TOrder | null>(null);
  const payments = usePaymentsEnabledQuery();
  const paymentsEnabled = payments.data ?? true;
  const queryClient = useQueryClient();
  useOrderUpdates((order) => {
    applyOrder(queryClient, order);
    if (order.id === placed?.id) setPlaced(order);
  });

  return (
    <>
      <PageHeader title="Boutique">
        Présentoir QR, cartes NFC, cartes de rendez-vous imprimées : commandez le matériel de votre cabinet,
        livré en France.
      </PageHeader>
      <div className="space-y-4">
        {returned && (outcome === 'ok' || outcome === 'annule') && (
          <ShopPaymentReturn orderId={returned} outcome={outcome} />
        )}
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value === 'orders' ? 'orders' : 'products')}>
          <Tabs.List
            aria-label="Boutique"
            className="mb-5 flex gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex"
          >
            <Tabs.Trigger value="products" className={tabClass}>
              Produits
            </Tabs.Trigger>
            <Tabs.Trigger value="orders" className={tabClass}>
              Mes commandes
            </Tabs.Trigger>
          </Tabs.List>
          {/* Both stay mounted: the cart's address survives a look at the orders. */}
          <Tabs.Content
            value="products"
            forceMount
            hidden={tab !== 'products'}
            className="focus-visible:outline-none"
          >
            <h2 className="sr-only">Produits</h2>
            <Products
              paymentsEnabled={paymentsEnabled}
              onPlaced={(order) => {
                setPlaced(order);
                setTab('orders');
              }}
            />
          </Tabs.Content>
          <Tabs.Content
            value="orders"
            forceMount
            hidden={tab !== 'orders'}
            className="space-y-4 focus-visible:outline-none"
          >
            <h2 className="sr-only">Mes commandes</h2>
            {placed?.status === 'pending_payment' && (
              <PaymentsOffNotice lead={`Votre commande ${placed.reference} est enregistrée.`} />
            )}
            <OrdersPanel open={placed?.id ?? returned} paymentsEnabled={paymentsEnabled} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </>
  );
}
