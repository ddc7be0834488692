import { useSignedInUser } from '../../lib/auth/auth-context';
import { ModalDialog } from '../ui/modal-dialog';
import { NotificationPreferences } from './notification-preferences';

/** For administrators, who have no settings page: the preferences opened from the bell's panel. */
export function NotificationPreferencesDialog({ onClose }: { onClose: () => void }) {
  const user = useSignedInUser();
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Préférences de notification"
      size="large"
    >
      <NotificationPreferences role={user.role} />
    </ModalDialog>
  );
}
