import { ShieldCheck } from 'lucide-react';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useProviderZone } from '../../../lib/provider-data/use-provider-zone';
import { useSupportAccessQuery } from '../api/get-support-access';
import { describeAccessEnd, describeAccessStart } from '../utils/access-period';

export const NO_SUPPORT_ACCESS = 'Le support ne s’est jamais connecté à votre compte.';

/** « Accès du support à votre compte »: every « Se connecter en tant que » of the last 12 months. */
export function SupportAccessList() {
  const accesses = useSupportAccessQuery();
  const { zone } = useProviderZone();
  const now = new Date();
  return (
    <SectionCard
      title="Accès du support à votre compte"
      lead="Chaque fois que l’équipe de Créneau s’est connectée à votre compte pour vous aider (12 derniers mois), avec le motif indiqué."
    >
      <QueryState
        query={accesses}
        loadingLabel="Chargement des accès du support…"
        errorLabel="Impossible de charger les accès du support."
      >
        {(list) =>
          list.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <ShieldCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {NO_SUPPORT_ACCESS}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Accès du support">
              {list.map((access) => (
                <li key={access.id} className="py-3 first:pt-0 last:pb-0">
                  <p className="font-medium text-slate-900">Le {describeAccessStart(access, zone)}</p>
                  <p className="text-sm text-slate-600">{describeAccessEnd(access, zone, now)}</p>
                  {access.reason && (
                    <p className="mt-1 text-sm text-slate-800">
                      <span className="font-medium">Motif :</span> {access.reason}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
