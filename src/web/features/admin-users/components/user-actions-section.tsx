import { type ReactNode, useState } from 'react';
import type { TAdminUserDetail } from '../../../../shared/schemas/admin-users';
import { ActionButton } from '../../../components/ui/action-button';
import { DangerButton } from '../../../components/ui/danger-button';
import { Notice } from '../../../components/ui/notice';
import { SectionCard } from '../../../components/ui/section-card';
import { parseApiError } from '../../../lib/parse-api-error';
import { type TUserAction, useUserActionMutation } from '../api/user-action';
import { ImpersonateButton } from './impersonate-button';
import { ReasonDialog } from './reason-dialog';
import { StatusBadge } from './status-badge';

type TUser = TAdminUserDetail['user'];

/** What each button asks before acting: the dialog's words and the request it sends. */
type TActionSpec = {
  id: string;
  button: string;
  title: string;
  explanation: ReactNode;
  confirmLabel: string;
  tone: 'danger' | 'primary';
  request: (reason: string) => TUserAction;
};

function actionsFor(user: TUser, isSelf: boolean): TActionSpec[] {
  const userId = user.id;
  const specs: TActionSpec[] = [];
  if (user.status === 'active' && !isSelf) {
    specs.push({
      id: 'suspend',
      button: 'Suspendre',
      title: `Suspendre le compte de ${user.name} ?`,
      explanation:
        'Ses sessions sont fermées à l’instant, il ne peut plus se connecter et sa page de réservation ne prend plus de rendez-vous. Vous pourrez le réactiver.',
      confirmLabel: 'Suspendre le compte',
      tone: 'danger',
      request: (reason) => ({ kind: 'update', userId, body: { status: 'suspended', reason } }),
    });
  }
  if (user.status === 'suspended') {
    specs.push({
      id: 'reactivate',
      button: 'Réactiver',
      title: `Réactiver le compte de ${user.name} ?`,
      explanation: 'Il pourra de nouveau se connecter et sa page de réservation rouvre.',
      confirmLabel: 'Réactiver le compte',
      tone: 'primary',
      request: (reason) => ({ kind: 'update', userId, body: { status: 'active', reason } }),
    });
  }
  if (!user.emailVerified) {
    specs.push({
      id: 'verify',
      button: 'Marquer l’e-mail comme vérifié',
      title: 'Marquer l’adresse e-mail comme vérifiée ?',
      explanation: `${user.email} sera considérée comme vérifiée : le compte pourra se connecter sans ouvrir le lien reçu.`,
      confirmLabel: 'Marquer comme vérifiée',
      tone: 'primary',
      request: (reason) => ({ kind: 'update', userId, body: { emailVerified: true, reason } }),
    });
  }
  specs.push({
    id: 'reset',
    button: 'Envoyer un lien de réinitialisation',
    title: 'Envoyer un lien de réinitialisation du mot de passe ?',
    explanation: `${user.email} recevra le même e-mail que « Mot de passe oublié », valable une heure.`,
    confirmLabel: 'Envoyer le lien',
    tone: 'primary',
    request: (reason) => ({ kind: 'password-reset', userId, body: { reason } }),
  });
  if (user.role !== 'admin') {
    specs.push({
      id: 'delete',
      button: 'Supprimer le compte',
      title: `Supprimer définitivement le compte de ${user.name} ?`,
      explanation: (
        <Notice tone="error">
          Action irréversible : ses rendez-vous à venir sont annulés (ses clients prévenus par e-mail) et ses
          données personnelles effacées, comme s’il supprimait lui-même son compte.
        </Notice>
      ),
      confirmLabel: 'Supprimer définitivement',
      tone: 'danger',
      request: (reason) => ({ kind: 'delete', userId, body: { reason } }),
    });
  }
  return specs;
}

type UserActionsSectionProps = {
  user: TUser;
  /** The signed-in administrator is looking at their own account: no self-suspension. */
  isSelf: boolean;
  onDone: (message: string) => void;
};

/** « Statut & actions »: the status and one button per possible action, each confirmed with a reason. */
export function UserActionsSection({ user, isSelf, onDone }: UserActionsSectionProps) {
  const mutation = useUserActionMutation();
  const [open, setOpen] = useState<TActionSpec | null>(null);
  const deleted = user.status === 'deleted';
  const specs = deleted ? [] : actionsFor(user, isSelf);

  // The buttons of the actions area, in order: « Se connecter en tant que » first (ADR 0030).
  const impersonation: ReactNode[] =
    user.role === 'admin' || deleted ? [] : [<ImpersonateButton key="impersonate" user={user} />];
  const actions: ReactNode[] = [
    ...impersonation,
    ...specs.map((spec) =>
      spec.tone === 'danger' ? (
        <DangerButton key={spec.id} onClick={() => setOpen(spec)}>
          {spec.button}
        </DangerButton>
      ) : (
        <ActionButton key={spec.id} variant="secondary" onClick={() => setOpen(spec)}>
          {spec.button}
        </ActionButton>
      ),
    ),
  ];

  return (
    <SectionCard title="Statut & actions">
      <p className="mb-4 flex items-center gap-2 text-sm text-slate-700">
        Statut : <StatusBadge status={user.status} />
      </p>
      {deleted ? (
        <p className="text-sm text-slate-600">Ce compte est supprimé : aucune action n’est plus possible.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {actions.map((action, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole, in a fixed order.
            <li key={index}>{action}</li>
          ))}
        </ul>
      )}
      <ReasonDialog
        open={open !== null}
        onOpenChange={(next) => {
          if (next) return;
          mutation.reset();
          setOpen(null);
        }}
        title={open?.title ?? ''}
        confirmLabel={open?.confirmLabel ?? ''}
        tone={open?.tone ?? 'primary'}
        pending={mutation.isPending}
        error={mutation.isError ? parseApiError(mutation.error).message : null}
        onConfirm={(reason) => {
          if (!open) return;
          mutation.mutate(open.request(reason), {
            onSuccess: (message) => {
              mutation.reset();
              setOpen(null);
              onDone(message);
            },
          });
        }}
      >
        {typeof open?.explanation === 'string' ? <p>{open.explanation}</p> : open?.explanation}
      </ReasonDialog>
    </SectionCard>
  );
}
