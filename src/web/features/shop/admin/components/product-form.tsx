import { type FormEvent, useState } from 'react';
import { SHOP_LIMITS, SHOP_VAT_RATES, type TShopProduct } from '../../../../../shared/schemas/shop';
import { ActionButton } from '../../../../components/ui/action-button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { Notice } from '../../../../components/ui/notice';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { parseApiError } from '../../../../lib/parse-api-error';
import { formatVatRate } from '../../utils/shop-format';
import { useSaveProductMutation } from '../api/products';
import {
  PRODUCT_FIELD_OF,
  type TProductFormErrors,
  type TProductFormValues,
  toProductInput,
} from '../utils/product-form';

/** Create or edit a product: name, description, price TTC with its VAT rate, stock, on sale, personalised. */
export function ProductForm({
  id,
  initial,
  onSaved,
  onCancel,
}: {
  id: string | null;
  initial: TProductFormValues;
  onSaved: (product: TShopProduct) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TProductFormErrors>({});
  const save = useSaveProductMutation();
  const set = <K extends keyof TProductFormValues>(key: K, value: TProductFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = toProductInput(values);
    setErrors(checked.errors ?? {});
    if (!checked.input) return;
    save.mutate(
      { id, input: checked.input },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const info = parseApiError(error);
          const field = info.field ? (PRODUCT_FIELD_OF[info.field] ?? info.field) : 'form';
          setErrors({ [field in values ? field : 'form']: info.message });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Nom"
        value={values.name}
        maxLength={SHOP_LIMITS.nameMax}
        required
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />
      <TextareaField
        label="Description"
        rows={3}
        value={values.description}
        maxLength={SHOP_LIMITS.descriptionMax}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Prix TTC (€)"
          inputMode="decimal"
          placeholder="29,90"
          value={values.price}
          required
          onChange={(e) => set('price', e.target.value)}
          error={errors.price}
        />
        <SelectField label="TVA" value={values.vatRate} onChange={(e) => set('vatRate', e.target.value)}>
          {SHOP_VAT_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {formatVatRate(rate)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Stock"
          inputMode="numeric"
          value={values.stock}
          required
          onChange={(e) => set('stock', e.target.value)}
          error={errors.stock}
        />
      </div>
      <CheckboxField
        label="En vente (visible dans la Boutique des professionnels)"
        checked={values.active}
        onChange={(e) => set('active', e.target.checked)}
      />
      <CheckboxField
        label="Personnalisé : l’adresse et le QR code de la page de réservation du professionnel y sont imprimés"
        checked={values.personalised}
        onChange={(e) => set('personalised', e.target.checked)}
      />
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      <div className="flex flex-wrap justify-end gap-2">
        <ActionButton variant="secondary" onClick={onCancel}>
          Annuler
        </ActionButton>
        <ActionButton type="submit" loading={save.isPending}>
          {id ? 'Enregistrer' : 'Créer le produit'}
        </ActionButton>
      </div>
    </form>
  );
}
