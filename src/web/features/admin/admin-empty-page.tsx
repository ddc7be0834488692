import { Package, Truck } from 'lucide-react';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

/** The admin screens that have nothing to list yet, each saying what it will hold. */
export const ADMIN_EMPTY_PAGES = {
  products: {
    title: 'Produits',
    lead: 'Les packs et produits proposés aux professionnels.',
    emptyTitle: 'Aucun produit en vente',
    emptyText: 'Aucun produit n’est encore proposé à l’achat sur cette instance.',
    icon: Package,
  },
  'physical-orders': {
    title: 'Commandes physiques',
    lead: 'Les commandes à expédier.',
    emptyTitle: 'Aucune commande physique',
    emptyText: 'Aucune commande à expédier pour le moment.',
    icon: Truck,
  },
} as const;

export type TAdminEmptyPage = keyof typeof ADMIN_EMPTY_PAGES;

export function AdminEmptyPage({ page }: { page: TAdminEmptyPage }) {
  const content = ADMIN_EMPTY_PAGES[page];
  useDocumentTitle(`${content.title} — Administration — Créneau`);
  return (
    <>
      <PageHeader title={content.title}>{content.lead}</PageHeader>
      <EmptyState icon={content.icon} title={content.emptyTitle}>
        {content.emptyText}
      </EmptyState>
    </>
  );
}
