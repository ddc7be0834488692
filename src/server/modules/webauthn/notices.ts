import type { TDbExecutor } from '../../db/executor';
import { insertOutboxEmail } from '../../mail/outbox-insert';
import { renderSecurityKeyNotice, type TSecurityKeyEvent } from '../../mail/templates/security-key';

/** Queues the notice to the key's owner in the caller's transaction; returns the outbox id to deliver after commit. */
export async function queueKeyNotice(
  tx: TDbExecutor,
  input: {
    event: TSecurityKeyEvent;
    user: { id: string; email: string; name: string; role: string };
    keyName: string;
    appUrl: string;
    now: Date;
  },
): Promise<string> {
  const rendered = renderSecurityKeyNotice({
    event: input.event,
    name: input.user.name,
    keyName: input.keyName,
    at: input.now,
    appUrl: input.appUrl,
    // Administrators keep their keys in the back office's own « Sécurité ».
    securityPath: input.user.role === 'admin' ? '/admin/security' : '/dashboard/security',
  });
  return insertOutboxEmail(
    tx,
    {
      kind: `webauthn_key_${input.event}`,
      to: input.user.email,
      ...rendered,
      trigger: { userId: input.user.id, kind: 'webauthn_key' },
    },
    input.now,
  );
}
