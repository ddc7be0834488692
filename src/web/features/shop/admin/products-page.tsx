import { Package } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { TShopProduct } from '../../../../shared/schemas/shop';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { Toast } from '../../../components/ui/toast';
import { parseApiError } from '../../../lib/parse-api-error';
import { useAdminProductsQuery, useArchiveProductMutation } from './api/products';
import { ProductForm } from './components/product-form';
import { ProductPhotos } from './components/product-photos';
import { ProductRow } from './components/product-row';
import { EMPTY_PRODUCT, productToForm } from './utils/product-form';

/** The dialog edits a product (its id), or creates one (null); a new product stays open for its photos. */
type TEditing = { id: string | null; created?: boolean } | null;

function ProductList({
  title,
  products,
  onEdit,
  onArchive,
}: {
  title: string;
  products: TShopProduct[];
  onEdit?: (product: TShopProduct) => void;
  onArchive?: (product: TShopProduct) => void;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-label={title} className="mb-6">
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">{title}</h2>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {products.map((product) => (
          <ProductRow
            key={product.id}
            product={product}
            onEdit={onEdit && (() => onEdit(product))}
            onArchive={onArchive && (() => onArchive(product))}
          />
        ))}
      </ul>
    </section>
  );
}

/** /admin/products (issue 14, ADR 0038): the shop's catalogue, its prices, stock and photos. */
export function AdminProductsPage() {
  useDocumentTitle('Produits — Administration — Créneau');
  const products = useAdminProductsQuery();
  const archive = useArchiveProductMutation();
  const [editing, setEditing] = useState<TEditing>(null);
  const [archiving, setArchiving] = useState<TShopProduct | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);
  const edited = editing?.id ? products.data?.find((p) => p.id === editing.id) : undefined;

  return (
    <>
      <PageHeader title="Produits">
        Les articles que les professionnels commandent dans « Boutique » : prix TTC et taux de TVA, stock,
        photos. Un produit archivé n’est plus vendu mais reste sur les commandes qui le citent.
      </PageHeader>
      <div className="mb-4 flex justify-end">
        <ActionButton onClick={() => setEditing({ id: null })}>Nouveau produit</ActionButton>
      </div>
      <QueryState
        query={products}
        loadingLabel="Chargement des produits…"
        errorLabel="Impossible de charger les produits."
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={Package} title="Aucun produit">
              Créez un premier produit, par exemple un présentoir avec le QR code de la page de réservation.
            </EmptyState>
          ) : (
            <>
              <ProductList
                title="Catalogue"
                products={list.filter((p) => !p.archivedAt)}
                onEdit={(product) => setEditing({ id: product.id })}
                onArchive={setArchiving}
              />
              <ProductList title="Archivés" products={list.filter((p) => p.archivedAt)} />
            </>
          )
        }
      </QueryState>

      <ModalDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.id ? 'Modifier le produit' : 'Nouveau produit'}
        size="large"
      >
        {editing && (
          <div className="space-y-6">
            {editing.created && <Notice tone="success">Produit créé. Ajoutez-lui des photos.</Notice>}
            <ProductForm
              key={editing.id ?? 'new'}
              id={editing.id}
              initial={edited ? productToForm(edited) : EMPTY_PRODUCT}
              onCancel={() => setEditing(null)}
              onSaved={(product) => {
                if (editing.id) {
                  setEditing(null);
                  setToast('Produit enregistré');
                } else setEditing({ id: product.id, created: true });
              }}
            />
            {edited && <ProductPhotos product={edited} />}
          </div>
        )}
      </ModalDialog>

      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title="Archiver le produit ?"
        confirmLabel="Archiver"
        pending={archive.isPending}
        error={archive.error ? parseApiError(archive.error).message : null}
        onConfirm={() => {
          if (!archiving) return;
          archive.mutate(archiving.id, {
            onSuccess: () => {
              setArchiving(null);
              setToast('Produit archivé');
            },
          });
        }}
      >
        « {archiving?.name ?? ''} » ne sera plus proposé dans la Boutique. Les commandes qui le citent le
        gardent ; l’archivage est définitif.
      </ConfirmDialog>
      <Toast message={toast} onDismiss={dismissToast} />
    </>
  );
}
