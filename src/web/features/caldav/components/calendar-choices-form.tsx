import { type FormEvent, useId, useState } from 'react';
import { ActionButton } from '../../../components/ui/action-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Notice } from '../../../components/ui/notice';
import type { TCalendarConnection } from '../api/calendar-sync-schemas';
import { useUpdateConnectionsMutation } from '../api/update-connection';
import { connectionUpdates, NO_EDITS, shownChoices, type TChoiceEdits } from '../utils/calendar-choices';
import { CalendarRows } from './calendar-rows';
import { ConnectionSummary } from './connection-summary';

type CalendarChoicesFormProps = { connections: readonly TCalendarConnection[]; now: Date; zone: string };

/**
 * Every connected account with its calendars, in one form: which calendars block slots, the one
 * calendar (of any account) that receives the bookings, whether event titles show in the agenda.
 */
export function CalendarChoicesForm({ connections, now, zone }: CalendarChoicesFormProps) {
  const radioName = useId();
  const [edits, setEdits] = useState<TChoiceEdits>(NO_EDITS);
  const [saved, setSaved] = useState(false);
  const save = useUpdateConnectionsMutation();
  const shown = shownChoices(connections, edits);
  const updates = connectionUpdates(connections, edits);

  const edit = (change: (current: TChoiceEdits) => TChoiceEdits) => {
    setSaved(false);
    setEdits(change);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (updates.length === 0) return;
    // The list is read again before this runs: the saved values then hold the edits.
    save.mutate(updates, {
      onSuccess: () => {
        setEdits(NO_EDITS);
        setSaved(true);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {connections.map((connection) => (
        <div key={connection.id} className="space-y-4 rounded-xl border border-slate-200 p-3 sm:p-4">
          <ConnectionSummary connection={connection} now={now} zone={zone} />
          <CalendarRows
            calendars={connection.calendars}
            radioName={radioName}
            account={connections.length > 1 ? connection.username : undefined}
            writer={shown.writer}
            checksConflicts={shown.checksConflicts}
            onConflictsChange={(calendar, on) =>
              edit((current) => ({ ...current, conflicts: { ...current.conflicts, [calendar.id]: on } }))
            }
            onWriterChange={(id) => edit((current) => ({ ...current, writer: id }))}
          />
          <CheckboxField
            label={
              <>
                Afficher le titre des événements dans l’agenda
                {connections.length > 1 && (
                  <>
                    {' '}
                    <span className="sr-only">
                      — {connection.username}, {connection.serverUrl}
                    </span>
                  </>
                )}
              </>
            }
            checked={shown.showsTitles(connection)}
            onChange={(event) => {
              const on = event.target.checked;
              edit((current) => ({ ...current, showTitles: { ...current.showTitles, [connection.id]: on } }));
            }}
          />
        </div>
      ))}
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="radio"
          name={radioName}
          className="size-4 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          checked={shown.writer === null}
          onChange={() => edit((current) => ({ ...current, writer: null }))}
        />
        Ne pas ajouter mes rendez-vous
      </label>
      <p className="text-xs text-slate-600">
        Les événements des agendas cochés « Vérifier les conflits » bloquent les créneaux correspondants. Un
        seul agenda reçoit vos rendez-vous Créneau.
      </p>
      {save.error && <ErrorNotice error={save.error}>Vos choix n’ont pas tous été enregistrés.</ErrorNotice>}
      {saved && !save.isPending && <Notice tone="success">Vos choix d’agendas sont enregistrés.</Notice>}
      <ActionButton type="submit" loading={save.isPending} disabled={updates.length === 0}>
        Enregistrer
      </ActionButton>
    </form>
  );
}
