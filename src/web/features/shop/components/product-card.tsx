import { ImageOff } from 'lucide-react';
import { useId, useState } from 'react';
import { formatPrice } from '../../../../shared/french-format';
import type { TShopProduct } from '../../../../shared/schemas/shop';
import { PersonalisedPreview } from '../../../components/booking/personalised-preview';
import { ActionButton } from '../../../components/ui/action-button';
import { inputBorder, inputClasses } from '../../../components/ui/field-shell';
import { maxQuantity } from '../cart';
import { formatVatRate, stockLabel } from '../utils/shop-format';

function StockState({ stock }: { stock: number }) {
  const tone = stock <= 0 ? 'text-red-700' : stock <= 5 ? 'text-amber-800' : 'text-emerald-800';
  const dot = stock <= 0 ? 'bg-red-600' : stock <= 5 ? 'bg-amber-500' : 'bg-emerald-600';
  return (
    <p className={`flex items-center gap-1.5 text-sm font-medium ${tone}`}>
      <span className={`size-2 rounded-full ${dot}`} aria-hidden="true" />
      {stockLabel(stock)}
    </p>
  );
}

/**
 * One product: its photo (or, personalised, the preview with the provider's own booking page),
 * price TTC with its VAT, stock, and a quantity to add to the cart.
 */
export function ProductCard({
  product,
  bookingUrl,
  canAdd,
  onAdd,
}: {
  product: TShopProduct;
  bookingUrl: string;
  /** False when the cart already holds as many different products as an order may. */
  canAdd: boolean;
  onAdd: (quantity: number) => void;
}) {
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const max = maxQuantity(product);
  const soldOut = max === 0;
  const photo = product.photos[0];
  const chosen = Math.min(quantity, Math.max(max, 1));

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      {product.personalised ? (
        <div className="p-3 pb-0">
          <PersonalisedPreview productName={product.name} bookingUrl={bookingUrl} photoUrl={photo?.url} />
        </div>
      ) : photo ? (
        <img
          src={photo.url}
          alt={product.name}
          className="h-48 w-full bg-slate-100 object-cover"
          loading="lazy"
        />
      ) : (
        <div className="flex h-48 w-full items-center justify-center bg-slate-100 text-slate-400">
          <ImageOff className="size-8" aria-hidden="true" />
          <span className="sr-only">Pas de photo</span>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold text-slate-900">{product.name}</h3>
        {product.description && (
          <p className="text-sm whitespace-pre-line text-slate-600">{product.description}</p>
        )}
        <p className="text-lg font-bold text-slate-900">
          {formatPrice(product.priceCents)}
          <span className="text-xs font-normal text-slate-600">
            {' '}
            TTC · TVA {formatVatRate(product.vatRate)} incluse
          </span>
        </p>
        <StockState stock={product.stock} />
        <div className="mt-auto flex items-end gap-2 pt-2">
          <div className="w-24 shrink-0">
            <label htmlFor={quantityId} className="block text-sm font-medium text-slate-800">
              Quantité <span className="sr-only">de « {product.name} »</span>
            </label>
            <select
              id={quantityId}
              value={chosen}
              disabled={soldOut}
              onChange={(event) => setQuantity(Number(event.target.value))}
              className={`mt-1.5 ${inputClasses} ${inputBorder(false)}`}
            >
              {Array.from({ length: Math.max(max, 1) }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <ActionButton
            variant="secondary"
            className="flex-1"
            disabled={soldOut || !canAdd}
            onClick={() => {
              onAdd(chosen);
              setQuantity(1);
            }}
          >
            Ajouter au panier <span className="sr-only">« {product.name} »</span>
          </ActionButton>
        </div>
      </div>
    </li>
  );
}
