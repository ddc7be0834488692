import type { TDbExecutor } from '../../db/executor';
import type { TJobs } from '../../jobs/start-jobs';
import { queueEmail } from '../../mail/queue-emails';
import { renderSecurityKeyNotice, type TSecurityKeyEvent } from '../../mail/templates/security-key';

/** Queues the notice to the key's owner in the caller's transaction (ADR 0048); returns the outbox id. */
export async function queueKeyNotice(
  tx: TDbExecutor,
  jobs: TJobs,
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
  return queueEmail(
    tx,
    jobs,
    {
      kind: `webauthn_key_${input.event}`,
      to: input.user.email,
      ...rendered,
      trigger: { userId: input.user.id, kind: 'webauthn_key' },
    },
    input.now,
  );
}
