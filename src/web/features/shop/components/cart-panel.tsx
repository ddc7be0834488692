import { zodResolver } from '@hookform/resolvers/zod';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatPrice } from '../../../../shared/french-format';
import { type TOrder, type TShopProduct, ZShippingAddress } from '../../../../shared/schemas/shop';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { inputBorder, inputClasses } from '../../../components/ui/field-shell';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { usePlaceOrderMutation } from '../api/shop-api';
import { maxQuantity, reconcileCart, type TCart } from '../cart';
import { PaymentsOffNotice } from './payments-off-notice';

type TAddressInput = z.input<typeof ZShippingAddress>;
type TAddress = z.output<typeof ZShippingAddress>;
const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'postalCode', 'city'] as const;

/** `shippingAddress.postalCode` → `postalCode`: the form field a server refusal names, if any. */
function addressField(field: string | undefined): (typeof ADDRESS_FIELDS)[number] | undefined {
  const name = field?.startsWith('shippingAddress.') ? field.slice('shippingAddress.'.length) : undefined;
  return ADDRESS_FIELDS.find((f) => f === name);
}

function CartLine({
  product,
  quantity,
  onQuantity,
  onRemove,
}: {
  product: TShopProduct;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <li className="py-3">
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium text-slate-900">{product.name}</p>
        <p className="font-semibold whitespace-nowrap tabular-nums text-slate-900">
          {formatPrice(product.priceCents * quantity)}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="text-sm text-slate-700">
          Quantité <span className="sr-only">de « {product.name} » dans le panier</span>
        </label>
        <div className="w-20 shrink-0">
          <select
            id={id}
            value={quantity}
            onChange={(event) => onQuantity(Number(event.target.value))}
            className={`${inputClasses} ${inputBorder(false)}`}
          >
            {Array.from({ length: maxQuantity(product) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <span className="text-xs text-slate-600">× {formatPrice(product.priceCents)}</span>
        <ActionButton variant="ghost" size="sm" className="ml-auto" onClick={onRemove}>
          Retirer <span className="sr-only">« {product.name} » du panier</span>
        </ActionButton>
      </div>
    </li>
  );
}

/**
 * The cart, its indicative total, the shipping address and the order button. The server prices
 * the order from its catalogue: the body holds product ids, quantities and the address only.
 */
export function CartPanel({
  cart,
  products,
  paymentsEnabled,
  recipientName,
  onPlaced,
}: {
  cart: TCart;
  products: TShopProduct[];
  /** Whether cards are accepted; unknown (still loading) counts as yes, the server has the last word. */
  paymentsEnabled: boolean;
  recipientName: string;
  /** An order taken without Stripe (cards off): the page shows it with the transfer notice. */
  onPlaced: (order: TOrder) => void;
}) {
  const titleId = useId();
  const place = usePlaceOrderMutation();
  const [adjusted, setAdjusted] = useState(false);
  const form = useForm<TAddressInput, unknown, TAddress>({
    resolver: zodResolver(ZShippingAddress),
    defaultValues: { name: recipientName, line1: '', line2: '', postalCode: '', city: '', country: 'FR' },
  });
  const { errors } = form.formState;

  // The catalogue moves (another order, a sold-out product): the cart follows it.
  const fitted = reconcileCart(cart.lines, products);
  const { lines, replace } = cart;
  useEffect(() => {
    if (fitted === lines) return;
    replace(fitted);
    setAdjusted(true);
  }, [fitted, lines, replace]);

  const byId = new Map(products.map((p) => [p.id, p]));
  const items = fitted.flatMap((line) => {
    const product = byId.get(line.productId);
    return product ? [{ product, quantity: line.quantity }] : [];
  });
  const total = items.reduce((sum, { product, quantity }) => sum + product.priceCents * quantity, 0);
  const failure = place.isError ? parseApiError(place.error) : null;
  const itemsFailure = failure?.field?.startsWith('items') ? failure : null;
  const otherFailure = failure && !itemsFailure && !addressField(failure.field) ? failure : null;
  const leaving = place.isSuccess && Boolean(place.data.checkoutUrl);

  const onSubmit = form.handleSubmit((shippingAddress) => {
    setAdjusted(false);
    place.mutate(
      {
        items: items.map(({ product, quantity }) => ({ productId: product.id, quantity })),
        shippingAddress,
      },
      {
        onSuccess: ({ order, checkoutUrl }) => {
          cart.clear();
          if (!checkoutUrl) onPlaced(order);
        },
        onError: (error) => {
          const { field, message } = parseApiError(error);
          const editable = addressField(field);
          if (editable) form.setError(editable, { message }, { shouldFocus: true });
        },
      },
    );
  });

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShoppingCart className="size-5 text-brand-600" aria-hidden="true" />
        Panier
      </h2>
      {adjusted && (
        <Notice tone="info" className="mt-3">
          Votre panier a été ajusté au stock disponible.
        </Notice>
      )}
      {itemsFailure && (
        <Notice tone="error" className="mt-3">
          {itemsFailure.message}
        </Notice>
      )}
      {items.length === 0 ? (
        leaving ? (
          <p role="status" className="mt-3 text-sm text-slate-700">
            Redirection vers la page de paiement sécurisée…
          </p>
        ) : (
          <p className="mt-3 text-sm text-slate-600">
            Votre panier est vide. Choisissez une quantité puis « Ajouter au panier ».
          </p>
        )
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-100">
            {items.map(({ product, quantity }) => (
              <CartLine
                key={product.id}
                product={product}
                quantity={quantity}
                onQuantity={(next) => cart.setQuantity(product.id, next)}
                onRemove={() => cart.remove(product.id)}
              />
            ))}
          </ul>
          <div className="flex items-baseline justify-between border-t border-slate-200 pt-3">
            <p className="font-semibold text-slate-900">Total TTC</p>
            <p className="text-lg font-bold tabular-nums text-slate-900">{formatPrice(total)}</p>
          </div>
          <p className="mt-1 text-sm text-slate-600">Livraison incluse, en France uniquement.</p>

          <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4" aria-label="Adresse de livraison">
            <h3 className="font-semibold text-slate-900">Adresse de livraison</h3>
            <TextField
              label="Nom du destinataire"
              autoComplete="name"
              maxLength={100}
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextField
              label="Adresse"
              autoComplete="address-line1"
              maxLength={200}
              error={errors.line1?.message}
              {...form.register('line1')}
            />
            <TextField
              label="Complément d’adresse (facultatif)"
              autoComplete="address-line2"
              maxLength={200}
              error={errors.line2?.message}
              {...form.register('line2')}
            />
            <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3">
              <TextField
                label="Code postal"
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={5}
                error={errors.postalCode?.message}
                {...form.register('postalCode')}
              />
              <TextField
                label="Ville"
                autoComplete="address-level2"
                maxLength={100}
                error={errors.city?.message}
                {...form.register('city')}
              />
            </div>
            <TextField
              label="Pays"
              value="France"
              readOnly
              hint="Nous livrons uniquement en France."
              className="[&_input]:bg-slate-50"
            />
            {!paymentsEnabled && <PaymentsOffNotice />}
            {otherFailure && <ErrorNotice error={place.error} />}
            <ActionButton type="submit" fullWidth loading={place.isPending || leaving}>
              {paymentsEnabled ? 'Commander et payer' : 'Commander'}
            </ActionButton>
            {paymentsEnabled && (
              <p className="text-xs text-slate-600">
                Vous réglez par carte sur la page sécurisée de Stripe ; votre commande est réservée 1 heure en
                attendant le paiement.
              </p>
            )}
          </form>
        </>
      )}
    </section>
  );
}
