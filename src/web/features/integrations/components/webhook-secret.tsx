import { ActionButton } from '../../../components/ui/action-button';
import { CopyButton } from '../../../components/ui/copy-button';
import { ModalDialogFooter } from '../../../components/ui/modal-dialog';
import { Notice } from '../../../components/ui/notice';

/** A signing secret, shown this once with its copy button. */
export function WebhookSecret({
  secret,
  onDone,
  note,
}: {
  secret: string;
  onDone: () => void;
  note?: string;
}) {
  return (
    <div className="space-y-4">
      <Notice tone="warning">
        Copiez ce secret maintenant : il ne sera plus jamais affiché. Votre serveur s’en sert pour vérifier
        que les webhooks viennent bien de Créneau.{note ? ` ${note}` : ''}
      </Notice>
      <p className="break-all rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900">{secret}</p>
      <ModalDialogFooter>
        <CopyButton text={secret} label="Copier le secret" copiedLabel="Secret copié" />
        <ActionButton onClick={onDone}>J’ai copié le secret</ActionButton>
      </ModalDialogFooter>
    </div>
  );
}
