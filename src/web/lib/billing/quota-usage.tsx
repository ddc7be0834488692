import type { TBalance } from '../../../shared/schemas/billing';
import { formatBillingDate, lastDayOf, periodLabel, planName } from './period';
import { quotaLevel } from './use-balance';

const BAR_COLORS = { ok: 'bg-brand-600', low: 'bg-amber-500', exhausted: 'bg-red-600' } as const;

/** One figure of the breakdown. */
function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-base font-semibold text-slate-900">{value}</dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

/**
 * The plan, its period and a usage bar (used out of used + remaining), with the breakdown when
 * `detailed`: allowance, carry-over, credits and their expiry, overage, a pending change.
 */
export function QuotaUsage({ balance, detailed = false }: { balance: TBalance; detailed?: boolean }) {
  const level = quotaLevel(balance);
  const total = balance.remaining === null ? null : balance.used - balance.overage + balance.remaining;
  const share = total ? Math.min(100, ((balance.used - balance.overage) / total) * 100) : 0;
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        Pack <strong className="text-slate-900">{planName(balance.packId)}</strong>, période{' '}
        {periodLabel(balance)}.
      </p>
      {total === null ? (
        <p>
          <strong className="text-slate-900">{balance.used}</strong> rendez-vous reçus sur cette période, sans
          limite.
        </p>
      ) : (
        <>
          <p>
            <strong className="text-slate-900">{balance.used - balance.overage}</strong> utilisés sur {total}{' '}
            — <strong className="text-slate-900">{balance.remaining}</strong> restant
            {(balance.remaining ?? 0) > 1 ? 's' : ''}
          </p>
          <div
            className="h-2.5 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label="Rendez-vous utilisés sur la période"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={balance.used - balance.overage}
            aria-valuetext={`${balance.used - balance.overage} sur ${total}`}
          >
            <div className={`h-full rounded-full ${BAR_COLORS[level]}`} style={{ width: `${share}%` }} />
          </div>
        </>
      )}
      {balance.overage > 0 && (
        <p className="font-medium text-red-800">
          {balance.overage} rendez-vous hors quota sur cette période (saisis par vous une fois le quota
          atteint).
        </p>
      )}
      {detailed && (
        <dl className="grid gap-2 sm:grid-cols-3">
          <Figure
            label="Rendez-vous de la période"
            value={balance.remaining === null ? 'Illimité' : String(balance.allowance)}
          />
          <Figure
            label="Report du mois précédent"
            value={String(balance.carriedOver)}
            hint={
              balance.carriedOver > 0
                ? `valable jusqu’au ${formatBillingDate(lastDayOf(balance.periodEnd))}`
                : undefined
            }
          />
          <Figure
            label="Crédits de recharge"
            value={String(balance.credits)}
            hint={
              balance.creditsExpireAt
                ? `valables 12 mois après l’achat ; les prochains expirent le ${formatBillingDate(balance.creditsExpireAt)}`
                : 'valables 12 mois après l’achat'
            }
          />
        </dl>
      )}
      {balance.nextPackId && (
        <p>
          Passage au pack <strong>{planName(balance.nextPackId)}</strong> le{' '}
          {formatBillingDate(balance.periodEnd)}.
        </p>
      )}
    </div>
  );
}
