import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { frenchList, missingInvoiceMentions } from '../../../../shared/seller-identity';
import { useAdminConfigQuery } from '../api/get-config';

/**
 * The admin home's warning while invoices cannot be issued (issue 30): the seller identity lacks a
 * mention French invoicing rules require, so transfers are refused and card payment is off.
 */
export function SellerIdentityLine() {
  const seller = useAdminConfigQuery().data?.seller;
  const missing = seller ? missingInvoiceMentions(seller) : [];
  if (missing.length === 0) return null;
  return (
    <p className="mb-4 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Aucune facture ne peut être émise : il manque {frenchList(missing)} du vendeur. Le paiement par carte
        est suspendu et les virements ne peuvent pas être enregistrés.{' '}
        <Link
          to="/admin/config"
          className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          Compléter l’identité du vendeur
        </Link>
      </span>
    </p>
  );
}
