import { eq } from 'drizzle-orm';
import { DEFAULT_TIMEZONE, formatDate, formatPrice } from '../../../shared/french-format';
import { formatIban } from '../../../shared/iban';
import type { TBankTransfer } from '../../../shared/schemas/config';
import type { TDbExecutor } from '../../db/executor';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueEmail } from '../../mail/queue-emails';
import { renderTransferOrder } from '../../mail/templates/transfer-order';
import { notifyUser, type TQueuedNotice } from '../notifications/api';
import { requireProduct } from './products';
import type { TTransferOrderRow } from './transfer-order-queries';

export const SUBSCRIPTION_PATH = '/dashboard/subscription';

const day = (at: Date) => formatDate(at.toISOString(), DEFAULT_TIMEZONE, 'long');
/** The last day a period covers, not its exclusive end. */
const lastDay = (end: Date) => day(new Date(end.getTime() - 1));

/** The transfer to make, line by line, as the e-mails and the screen give it. */
export function transferLines(order: TTransferOrderRow, bank: NonNullable<TBankTransfer>): string[] {
  return [
    `Montant : ${formatPrice(order.amountCents)} TTC`,
    `Titulaire du compte : ${bank.holder}`,
    `IBAN : ${formatIban(bank.iban)}`,
    ...(bank.bic ? [`BIC : ${bank.bic}`] : []),
    `Référence à indiquer : ${order.reference}`,
  ];
}

export type TTransferNotice =
  | { kind: 'confirmed'; order: TTransferOrderRow }
  | {
      kind: 'renewal_due';
      period: TTransferOrderRow;
      next: TTransferOrderRow;
      bank: TBankTransfer;
      supportEmail: string;
    }
  | { kind: 'ended'; period: TTransferOrderRow; stopped: boolean };

function textOf(notice: TTransferNotice): {
  title: string;
  body: string;
  more: string[];
  transfer: string[];
} {
  if (notice.kind === 'confirmed') {
    const { order } = notice;
    const name = requireProduct(order.productId).name;
    const paid = `Nous avons bien reçu votre virement de ${formatPrice(order.amountCents)} (référence ${order.reference}).`;
    const body = order.periodEnd
      ? `${paid} Votre ${name} est actif jusqu’au ${lastDay(order.periodEnd)}.`
      : order.productType === 'recharge'
        ? `${paid} Vos rendez-vous de la ${name.toLowerCase()} sont disponibles dès maintenant.`
        : order.productType === 'sms'
          ? `${paid} Les crédits SMS de votre ${name} sont disponibles dès maintenant.`
          : `${paid} Votre ${name} est actif dès maintenant.`;
    const more = order.periodEnd
      ? [
          'Sept jours avant la fin de ce mois, nous vous enverrons les coordonnées du virement du mois suivant.',
          'Votre facture vous est envoyée dans un e-mail à part.',
        ]
      : ['Votre facture vous est envoyée dans un e-mail à part.'];
    return { title: `Virement reçu : ${name} activé`, body, more, transfer: [] };
  }
  if (notice.kind === 'renewal_due') {
    const { period, next, bank } = notice;
    const name = requireProduct(period.productId).name;
    const end = period.periodEnd as Date;
    const body = `Votre ${name} payé par virement court jusqu’au ${lastDay(end)}. Pour le garder un mois de plus, faites le virement ci-dessous avant le ${day(end)} avec sa référence.`;
    const more = [
      'Sans virement reçu à cette date, votre compte reviendra à l’offre gratuite (20 rendez-vous par mois). Vous pouvez aussi choisir « Revenir à l’offre gratuite » sur la page Abonnement.',
      ...(bank
        ? []
        : [
            `Les coordonnées bancaires ne sont plus affichées sur Créneau : écrivez-nous à ${notice.supportEmail} en indiquant la référence ${next.reference}.`,
          ]),
    ];
    return {
      title: `Votre ${name} se termine le ${lastDay(end)} : virement du mois suivant`,
      body,
      more,
      transfer: bank ? transferLines(next, bank) : [],
    };
  }
  const name = requireProduct(notice.period.productId).name;
  return notice.stopped
    ? {
        title: 'Retour à l’offre gratuite',
        body: `Comme vous l’avez choisi, votre ${name} a pris fin : votre compte est revenu à l’offre gratuite (20 rendez-vous par mois).`,
        more: ['Vous pouvez reprendre un pack à tout moment depuis la page Abonnement.'],
        transfer: [],
      }
    : {
        title: `Votre ${name} a pris fin : retour à l’offre gratuite`,
        body: `Nous n’avons pas reçu le virement du mois suivant de votre ${name} : votre compte est revenu à l’offre gratuite (20 rendez-vous par mois).`,
        more: [
          'Si vous avez fait le virement, il sera pris en compte dès sa réception et votre pack réactivé. Vous pouvez aussi reprendre un pack depuis la page Abonnement.',
        ],
        transfer: [],
      };
}

/**
 * Tells the provider about their transfer order (ADR 0056), in the caller's transaction: the
 * in-app notification (push follows their choice) and the e-mail, both queued with the change.
 * The type is contractual, so it goes whatever the preferences (`transfer_order` is required).
 */
export async function noticeTransfer(
  tx: TDbExecutor,
  deps: AppDeps,
  userId: string,
  notice: TTransferNotice,
  actorId: string | null,
  now: Date,
): Promise<TQueuedNotice> {
  const text = textOf(notice);
  const queued = await notifyUser(
    tx,
    deps.jobs,
    { userId, type: 'transfer_order', title: text.title, body: text.body, link: SUBSCRIPTION_PATH },
    now,
  );
  const [user] = await tx
    .select({ name: users.name, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.deletedAt) return queued;
  const appUrl = deps.config.APP_URL;
  const email = renderTransferOrder({
    name: user.name,
    title: text.title,
    paragraphs: [text.body, ...text.more],
    transfer: text.transfer,
    subscriptionUrl: `${appUrl}${SUBSCRIPTION_PATH}`,
    appUrl,
  });
  await queueEmail(
    tx,
    deps.jobs,
    {
      kind: 'transfer_order',
      to: user.email,
      ...email,
      trigger: { userId: actorId, kind: 'transfer_order' },
    },
    now,
  );
  return queued;
}
