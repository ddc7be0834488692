import { centsToInput, parsePriceCents } from '../../../../../shared/french-format';
import { SHOP_LIMITS, type TProductInput, type TShopProduct } from '../../../../../shared/schemas/shop';

/** The product form as typed: the price in euros (« 29,90 »), the stock as text until saved. */
export type TProductFormValues = {
  name: string;
  description: string;
  price: string;
  vatRate: string;
  stock: string;
  active: boolean;
  personalised: boolean;
};
export type TProductFormErrors = Partial<Record<keyof TProductFormValues | 'form', string>>;

export const EMPTY_PRODUCT: TProductFormValues = {
  name: '',
  description: '',
  price: '',
  vatRate: '20',
  stock: '0',
  active: true,
  personalised: false,
};

export function productToForm(product: TShopProduct): TProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: centsToInput(product.priceCents),
    vatRate: String(product.vatRate),
    stock: String(product.stock),
    active: product.active,
    personalised: product.personalised,
  };
}

/** The API's names for the form's fields (the server names `priceCents` when it refuses a price). */
export const PRODUCT_FIELD_OF: Record<string, keyof TProductFormValues> = { priceCents: 'price' };

/** What the browser can check before sending; the server checks everything again. */
export function toProductInput(
  values: TProductFormValues,
): { input: TProductInput; errors?: never } | { input?: never; errors: TProductFormErrors } {
  const errors: TProductFormErrors = {};
  if (!values.name.trim()) errors.name = 'Le nom est obligatoire';
  const priceCents = parsePriceCents(values.price);
  if (priceCents === null || priceCents < 1) errors.price = 'Indiquez un prix TTC, par exemple 29,90';
  else if (priceCents > SHOP_LIMITS.priceMaxCents) errors.price = 'Le prix ne doit pas dépasser 10 000 €';
  const stock = /^\d+$/.test(values.stock.trim()) ? Number(values.stock.trim()) : null;
  if (stock === null) errors.stock = 'Le stock doit être un nombre entier positif ou nul';
  else if (stock > SHOP_LIMITS.stockMax)
    errors.stock = `Le stock ne doit pas dépasser ${SHOP_LIMITS.stockMax}`;
  if (Object.keys(errors).length > 0 || priceCents === null || stock === null) return { errors };
  return {
    input: {
      name: values.name.trim(),
      description: values.description.trim(),
      priceCents,
      vatRate: Number(values.vatRate),
      stock,
      active: values.active,
      personalised: values.personalised,
    },
  };
}
