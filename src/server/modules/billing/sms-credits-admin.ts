import { smsRemovalTooLarge, type TAdminSmsCredits } from '../../../shared/schemas/billing';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { TAuditActor } from '../audit/api';
import { adminChange, lockedBalance } from './service';
import { moveSmsCredits } from './sms-credits';

/**
 * POST /api/admin/users/{id}/sms-credits (issue 35): the team adds SMS credits, or removes some
 * within the balance (400 beyond it), audited with its reason in the same transaction.
 */
export function addSmsCreditsByAdmin(
  deps: AppDeps,
  actor: NonNullable<TAuditActor>,
  userId: string,
  body: TAdminSmsCredits,
) {
  const reason = body.reason.trim();
  return adminChange(deps, actor, userId, { action: 'billing.sms_credits', reason }, async (tx, now) => {
    // Under the provider's balance lock from here to the commit.
    const before = await lockedBalance(tx, userId, now);
    const held = before.smsCredits;
    if (body.amount < 0 && -body.amount > held) {
      throw new AppError('VALIDATION', smsRemovalTooLarge(held), { field: 'amount' });
    }
    const kind = body.amount > 0 ? 'sms_admin_credit' : 'sms_withdrawal';
    await moveSmsCredits(tx, userId, { kind, amount: body.amount, authorId: actor.id, reason }, now);
    const balance = { ...before, smsCredits: held + body.amount };
    return {
      change: { userId, balance, notices: [] },
      changes: { smsCredits: { before: held, after: balance.smsCredits } },
    };
  });
}
