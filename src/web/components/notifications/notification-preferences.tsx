import { type FormEvent, useState } from 'react';
import type { TRole } from '../../../shared/schemas/auth';
import {
  NOTIFICATION_CATALOGUE,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type TNotificationChannel,
  type TNotificationPreferences,
  type TNotificationType,
} from '../../../shared/schemas/notifications';
import { usePreferencesQuery, useSavePreferences } from '../../lib/notifications/use-preferences';
import { ActionButton } from '../ui/action-button';
import { ErrorNotice } from '../ui/error-notice';
import { Notice } from '../ui/notice';
import { InlineSpinner } from '../ui/spinner';

export const CHANNEL_LABELS: Record<TNotificationChannel, string> = {
  inApp: 'Dans l’application',
  email: 'E-mail',
  push: 'Navigateur',
};

/**
 * The types this person is offered: the providers' ones for providers, the administrators' ones for
 * them; a required type (contractual information, always sent) is no choice and is not listed.
 */
export function offeredTypes(role: TRole): TNotificationType[] {
  const own = role === 'admin' ? 'admin' : 'provider';
  return NOTIFICATION_TYPES.filter((type) => {
    const { audience, required } = NOTIFICATION_CATALOGUE[type];
    return [own, 'user'].includes(audience) && !required;
  });
}

/** The types whose channels differ from the saved ones: all the POST needs to carry. */
function changedTypes(
  saved: TNotificationPreferences,
  edited: TNotificationPreferences,
): Partial<TNotificationPreferences> {
  const changes: Partial<TNotificationPreferences> = {};
  for (const type of NOTIFICATION_TYPES) {
    const before = saved[type];
    const after = edited[type];
    if (NOTIFICATION_CHANNELS.some((channel) => before[channel] !== after[channel])) changes[type] = after;
  }
  return changes;
}

/**
 * « Type » × « Dans l’application / E-mail / Navigateur »: one checkbox per channel a type offers,
 * « — » where it offers none. A table from the `sm` breakpoint, one card per type on a phone.
 */
export function NotificationPreferences({ role }: { role: TRole }) {
  const query = usePreferencesQuery();
  if (query.isPending) return <InlineSpinner label="Chargement de vos préférences…" />;
  if (query.isError)
    return (
      <ErrorNotice error={query.error}>Impossible de charger vos préférences de notification.</ErrorNotice>
    );
  return <PreferencesForm saved={query.data} role={role} />;
}

function PreferencesForm({ saved, role }: { saved: TNotificationPreferences; role: TRole }) {
  const [edited, setEdited] = useState(saved);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSavePreferences();
  const types = offeredTypes(role);

  const toggle = (type: TNotificationType, channel: TNotificationChannel, on: boolean) => {
    setNotice(null);
    setEdited((current) => ({ ...current, [type]: { ...current[type], [channel]: on } }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changedTypes(saved, edited);
    if (Object.keys(changes).length === 0) {
      setNotice('Aucune modification à enregistrer.');
      return;
    }
    save.mutate(changes, {
      onSuccess: (preferences) => {
        setEdited(preferences);
        setNotice('Vos préférences de notification sont enregistrées.');
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <table className="block w-full text-sm sm:table">
        <caption className="sr-only">Préférences de notification par type et par canal</caption>
        <thead className="sr-only sm:not-sr-only sm:table-header-group">
          <tr className="border-b border-slate-200 text-left">
            <th scope="col" className="py-2 pr-4 font-semibold text-slate-700">
              Type
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="px-2 py-2 text-center font-semibold text-slate-700">
                {CHANNEL_LABELS[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">
          {types.map((type) => {
            const { label, channels } = NOTIFICATION_CATALOGUE[type];
            return (
              <tr
                key={type}
                className="block rounded-xl border border-slate-200 p-3 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0"
              >
                <th
                  scope="row"
                  className="block pb-2 text-left font-medium text-slate-900 sm:table-cell sm:py-3 sm:pr-4"
                >
                  {label}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td
                    key={channel}
                    className="flex items-center justify-between py-1 sm:table-cell sm:px-2 sm:py-3 sm:text-center"
                  >
                    <span className="text-slate-600 sm:hidden" aria-hidden="true">
                      {CHANNEL_LABELS[channel]}
                    </span>
                    {channels.includes(channel) ? (
                      <input
                        type="checkbox"
                        aria-label={`${label} — ${CHANNEL_LABELS[channel]}`}
                        checked={edited[type][channel]}
                        onChange={(event) => toggle(type, channel, event.target.checked)}
                        className="size-5 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
                      />
                    ) : (
                      <span className="text-slate-500">
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">Non proposé</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="text-xs text-slate-500">
        « Navigateur » n’agit que si les notifications du navigateur sont activées et autorisées sur cet
        appareil.
        {role !== 'admin' &&
          ' Les informations prévues par votre DPA, comme un changement de nos sous-traitants ultérieurs, vous sont toujours envoyées par e-mail et dans l’application.'}
      </p>
      {save.error && (
        <ErrorNotice error={save.error}>Vos préférences n’ont pas été enregistrées.</ErrorNotice>
      )}
      {notice && !save.isPending && (
        <Notice tone={notice.startsWith('Aucune') ? 'info' : 'success'}>{notice}</Notice>
      )}
      <ActionButton type="submit" loading={save.isPending}>
        Enregistrer les préférences
      </ActionButton>
    </form>
  );
}
