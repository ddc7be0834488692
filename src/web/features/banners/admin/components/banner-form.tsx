import { type FormEvent, useMemo, useState } from 'react';
import { GLOBAL_NOTIFICATION_TYPES } from '../../../../../shared/schemas/banners';
import { ActionButton } from '../../../../components/ui/action-button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { ToggleGroup } from '../../../../components/ui/toggle-group';
import { parseApiError } from '../../../../lib/parse-api-error';
import { BANNER_HTML_CLASSES, cleanBannerHtml } from '../../utils/banner-html';
import { useSaveBannerMutation } from '../api/save-banner';
import { BANNER_TYPE_LABELS, type TBannerFormValues, toBannerInput } from '../utils/banner-form';
import { BannerTargetPicker } from './banner-target-picker';

type TErrors = Partial<Record<keyof TBannerFormValues | 'form', string>>;

/** The server names the field it refuses; targetUserIds is the picker's. */
const FIELD_OF: Record<string, keyof TBannerFormValues> = { targetUserIds: 'targetUsers' };

/** Create or edit a banner, with a live preview of the message as users will see it. */
export function BannerForm({
  id,
  initial,
  onSaved,
  onCancel,
}: {
  id: string | null;
  initial: TBannerFormValues;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TErrors>({});
  const save = useSaveBannerMutation();
  const preview = useMemo(() => cleanBannerHtml(values.message), [values.message]);
  const set = <K extends keyof TBannerFormValues>(key: K, value: TBannerFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const local: TErrors = {};
    if (!values.title.trim()) local.title = 'Le titre est requis';
    if (!values.message.trim()) local.message = 'Le message est requis';
    if (!values.targetAll && values.targetUsers.length === 0)
      local.targetUsers = 'Choisissez au moins un utilisateur, ou « Tous les utilisateurs »';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    save.mutate(
      { id, values: toBannerInput(values) },
      {
        onSuccess: () => onSaved(id ? 'Annonce modifiée' : 'Annonce publiée'),
        onError: (error) => {
          const info = parseApiError(error);
          const field = info.field
            ? (FIELD_OF[info.field] ?? (info.field as keyof TBannerFormValues))
            : 'form';
          setErrors({ [field in values ? field : 'form']: info.message });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Titre"
        value={values.title}
        maxLength={120}
        required
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
      />
      <TextareaField
        label="Message (HTML)"
        hint="Balises permises : p, br, strong, em, u, listes et liens https ou mailto. Le reste est retiré."
        rows={5}
        value={values.message}
        required
        onChange={(e) => set('message', e.target.value)}
        error={errors.message}
      />
      <section
        aria-label="Aperçu du message"
        className="rounded-md border border-dashed border-slate-300 p-3"
      >
        <p className="text-xs font-medium text-slate-600 uppercase">Aperçu</p>
        <div
          className={`mt-1 text-sm text-slate-900 ${BANNER_HTML_CLASSES}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify with the banner allow-list
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      </section>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Type"
          value={values.type}
          onChange={(e) => set('type', e.target.value as TBannerFormValues['type'])}
          error={errors.type}
        >
          {GLOBAL_NOTIFICATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {BANNER_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Priorité"
          hint="De -100 à 100 ; la plus haute passe en premier."
          type="number"
          min={-100}
          max={100}
          step={1}
          value={values.priority}
          onChange={(e) => set('priority', e.target.value)}
          error={errors.priority}
        />
        <TextField
          label="Expire le (facultatif)"
          type="datetime-local"
          value={values.expiresAt}
          onChange={(e) => set('expiresAt', e.target.value)}
          error={errors.expiresAt}
        />
      </div>
      <div>
        <p className="mb-1 text-sm font-medium text-slate-800">Destinataires</p>
        <ToggleGroup
          legend="Destinataires"
          value={values.targetAll ? 'all' : 'chosen'}
          onChange={(v) => set('targetAll', v === 'all')}
          options={[
            { id: 'all', label: 'Tous les utilisateurs' },
            { id: 'chosen', label: 'Utilisateurs choisis' },
          ]}
        />
      </div>
      {!values.targetAll && (
        <BannerTargetPicker
          value={values.targetUsers}
          onChange={(users) => set('targetUsers', users)}
          error={errors.targetUsers}
        />
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ActionButton type="button" variant="secondary" onClick={onCancel}>
          Annuler
        </ActionButton>
        <ActionButton type="submit" loading={save.isPending}>
          {id ? 'Enregistrer' : 'Publier'}
        </ActionButton>
      </div>
    </form>
  );
}
