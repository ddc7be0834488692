import { ImageOff } from 'lucide-react';
import { formatPrice } from '../../../../../shared/french-format';
import type { TShopProduct } from '../../../../../shared/schemas/shop';
import { ActionButton } from '../../../../components/ui/action-button';
import { API_BASE_URL } from '../../../../lib/api-client';
import { formatVatRate } from '../../utils/shop-format';

/** « En vente », « Hors vente », « Archivé »: the word carries the meaning, the colour only helps. */
function ProductState({ product }: { product: TShopProduct }) {
  const [label, tone] = product.archivedAt
    ? ['Archivé', 'bg-slate-100 text-slate-700']
    : product.active
      ? ['En vente', 'bg-emerald-50 text-emerald-800']
      : ['Hors vente', 'bg-amber-50 text-amber-900'];
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>;
}

/** One product of the catalogue: its first photo, price and VAT, stock, state and actions. */
export function ProductRow({
  product,
  onEdit,
  onArchive,
}: {
  product: TShopProduct;
  /** Absent for an archived product: it is never edited nor sold again. */
  onEdit?: () => void;
  onArchive?: () => void;
}) {
  const photo = product.photos[0];
  return (
    <li className="flex flex-wrap items-center gap-4 p-4">
      {photo ? (
        <img
          src={`${API_BASE_URL}${photo.url}`}
          alt=""
          className="size-16 shrink-0 rounded-lg border border-slate-200 object-cover"
        />
      ) : (
        <span className="grid size-16 shrink-0 place-items-center rounded-lg border border-dashed border-slate-300 text-slate-500">
          <ImageOff className="size-5" aria-hidden="true" />
          <span className="sr-only">Sans photo</span>
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{product.name}</h3>
          <ProductState product={product} />
          {product.personalised && (
            <span className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900">
              Personnalisé
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {formatPrice(product.priceCents)} TTC · TVA {formatVatRate(product.vatRate)} · Stock :{' '}
          <span className={product.stock === 0 ? 'font-semibold text-red-700' : ''}>{product.stock}</span>
        </p>
      </div>
      {onEdit && onArchive && (
        <div className="flex gap-2">
          <ActionButton variant="secondary" size="sm" onClick={onEdit}>
            Modifier <span className="sr-only">{product.name}</span>
          </ActionButton>
          <ActionButton variant="secondary" size="sm" onClick={onArchive}>
            Archiver <span className="sr-only">{product.name}</span>
          </ActionButton>
        </div>
      )}
    </li>
  );
}
