import { frenchList, missingInvoiceMentions } from '../../../shared/seller-identity';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { readConfig } from '../config/api';

export const SELLER_MESSAGES = {
  /** To an administrator about to issue an invoice. */
  incomplete: (missing: string[]) =>
    `Aucune facture ne peut être émise tant que la configuration ne donne pas ${frenchList(missing)} du vendeur (mentions obligatoires) : complétez « Identité du vendeur » dans Configuration.`,
  /** To a provider about to pay by card: the sale would need an invoice. */
  unavailable:
    'Le paiement en ligne est momentanément indisponible. Réessayez plus tard ou contactez-nous depuis le formulaire de contact.',
} as const;

/**
 * Refuses a sale that would issue an invoice while the seller identity French invoicing rules
 * require is incomplete (issue 30): 409 for the administrator recording a transfer, 503 for a
 * provider about to pay by card. Read in the caller's transaction, as the invoice would be.
 */
export async function assertSellerReady(
  tx: TDbExecutor,
  deps: Pick<AppDeps, 'config'>,
  who: 'admin' | 'provider',
): Promise<void> {
  const { seller } = await readConfig(tx, deps.config);
  const missing = missingInvoiceMentions(seller);
  if (missing.length === 0) return;
  if (who === 'admin') throw new AppError('CONFLICT', SELLER_MESSAGES.incomplete(missing));
  throw new AppError('UNAVAILABLE', SELLER_MESSAGES.unavailable);
}
