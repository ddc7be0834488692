import { type FormEvent, useState } from 'react';
import { CLIENT_NOTE_MAX, type TClientDetails } from '../../../../shared/schemas/clients';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { TextareaField } from '../../../components/ui/textarea-field';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { useSaveClientNoteMutation } from '../api/save-client-note';

/** The provider's private note on the client: never shown to the client, exported and erased with their data. */
export function ClientNoteForm({ client }: { client: TClientDetails }) {
  const save = useSaveClientNoteMutation(client.key);
  const [note, setNote] = useState(client.note);
  const [saved, setSaved] = useState(false);
  const dirty = note !== client.note;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(note, {
      onSuccess: (result) => {
        setNote(result.note);
        setSaved(true);
      },
    });
  };

  return (
    <section
      aria-labelledby="client-note"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="client-note" className="text-lg font-semibold text-slate-900">
        Notes
      </h2>
      <form onSubmit={onSubmit} className="mt-3 space-y-3" noValidate>
        <TextareaField
          label="Votre note sur ce client"
          hint={`Pour vous seul, jointe à l’export de ses données ; ${note.length} / ${CLIENT_NOTE_MAX} caractères.`}
          rows={5}
          maxLength={CLIENT_NOTE_MAX}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setSaved(false);
          }}
        />
        {save.isError && <ErrorNotice error={save.error}>La note n’a pas été enregistrée.</ErrorNotice>}
        <div className="flex flex-wrap items-center gap-3">
          <ActionButton type="submit" loading={save.isPending} disabled={!dirty}>
            Enregistrer la note
          </ActionButton>
          <p role="status" className="text-sm text-emerald-700">
            {saved && !dirty ? 'Note enregistrée.' : ''}
          </p>
        </div>
      </form>
      <UnsavedChangesGuard dirty={dirty && !save.isPending} what="Les modifications de la note" />
    </section>
  );
}
