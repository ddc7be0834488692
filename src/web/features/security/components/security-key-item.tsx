import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../../shared/french-format';
import type { TSecurityKey } from '../../../../shared/schemas/webauthn';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { parseApiError } from '../../../lib/parse-api-error';
import { useDeleteSecurityKeyMutation } from '../api/delete-security-key';
import { RenameSecurityKeyDialog } from './rename-security-key-dialog';

/** The person's own day (« 1er décembre 2026 »): keys are theirs, not a provider's agenda. */
const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const formatDay = (iso: string) => formatDate(iso, BROWSER_ZONE, 'long');

/** A synced passkey lives in the person's password manager; a device-bound key stays on one device. */
function describeDevice(key: TSecurityKey): string {
  return key.backedUp || key.deviceType === 'multiDevice' ? 'Passkey synchronisée' : 'Clé de cet appareil';
}

/** One key: its name, kind and dates, with « Renommer » and « Supprimer » unless read-only. */
export function SecurityKeyItem({ securityKey, readOnly }: { securityKey: TSecurityKey; readOnly: boolean }) {
  const remove = useDeleteSecurityKeyMutation();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
      <KeyRound className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-48 flex-1">
        <p className="font-medium text-slate-900">{securityKey.name}</p>
        <p className="text-sm text-slate-600">
          {describeDevice(securityKey)} · ajoutée le {formatDay(securityKey.createdAt)} ·{' '}
          {securityKey.lastUsedAt ? `utilisée le ${formatDay(securityKey.lastUsedAt)}` : 'Jamais utilisée'}
        </p>
      </div>
      {!readOnly && (
        <div className="flex gap-2">
          <ActionButton
            variant="ghost"
            size="sm"
            aria-label={`Renommer ${securityKey.name}`}
            onClick={() => setRenaming(true)}
          >
            Renommer
          </ActionButton>
          <ActionButton
            variant="ghost"
            size="sm"
            aria-label={`Supprimer ${securityKey.name}`}
            onClick={() => setConfirming(true)}
          >
            Supprimer
          </ActionButton>
        </div>
      )}
      <RenameSecurityKeyDialog securityKey={securityKey} open={renaming} onOpenChange={setRenaming} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Supprimer « ${securityKey.name} » ?`}
        confirmLabel="Supprimer la clé"
        pending={remove.isPending}
        error={remove.error ? parseApiError(remove.error).message : null}
        onConfirm={() => remove.mutate(securityKey.id, { onSuccess: () => setConfirming(false) })}
      >
        <p>Vous ne pourrez plus vous connecter avec cette clé. Le mot de passe continue de fonctionner.</p>
      </ConfirmDialog>
    </li>
  );
}
