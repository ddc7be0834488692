import { and, eq } from 'drizzle-orm';
import type { TAdminBlogComment } from '../../../shared/schemas/blog';
import type { TDbExecutor } from '../../db/executor';
import { auditLog, blogComments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { queueEmail } from '../../mail/queue-emails';
import { renderBlogCommentApproved } from '../../mail/templates/blog-comment-approved';
import { recordAudit } from '../audit/api';
import { adminDto, COMMENT_NOT_FOUND, findAdminComment } from './comments';

/** The team's moderation of readers' comments (ADR 0042): approve, reject, delete, each audited. */
type TActor = { id: string; email: string };

/** Whether an earlier moderation approved the comment (its author was then told already). */
async function wasApproved(tx: TDbExecutor, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'blog_comment'),
        eq(auditLog.targetId, id),
        eq(auditLog.action, 'blog_comment.approve'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Approves or rejects; the first approval e-mails the author in the same transaction. */
export async function moderateComment(
  deps: AppDeps,
  actor: TActor,
  id: string,
  status: 'approved' | 'rejected',
): Promise<TAdminBlogComment> {
  const before = await findAdminComment(deps, id);
  if (!before) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(blogComments)
      .set({ status, moderatedAt: now })
      .where(eq(blogComments.id, id))
      .returning({ moderatedAt: blogComments.moderatedAt });
    if (!updated) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    const firstApproval =
      status === 'approved' && before.status !== 'approved' && !(await wasApproved(tx, id));
    await recordAudit(tx, {
      actor,
      action: status === 'approved' ? 'blog_comment.approve' : 'blog_comment.reject',
      target: { type: 'blog_comment', id, label: `${before.name} — ${before.postTitle}` },
      changes: { status: { before: before.status, after: status } },
      at: now,
    });
    // An address already erased (moderated more than 30 days ago, comment-retention.ts) gets no e-mail.
    if (!firstApproval || before.email === '') return;
    const appUrl = deps.config.APP_URL;
    const email = renderBlogCommentApproved({
      name: before.name,
      postTitle: before.postTitle,
      postUrl: `${appUrl}/blog/${before.postSlug}`,
      content: before.content,
      appUrl,
    });
    const trigger = { userId: actor.id, kind: 'blog_comment' } as const;
    await queueEmail(
      tx,
      deps.jobs,
      { kind: 'blog_comment_approved', to: before.email, ...email, trigger },
      now,
    );
  });
  return adminDto({ ...before, status, moderatedAt: now });
}

/** Deletes a comment for good, with its audit entry. */
export async function deleteComment(deps: AppDeps, actor: TActor, id: string): Promise<void> {
  const before = await findAdminComment(deps, id);
  if (!before) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    await tx.delete(blogComments).where(eq(blogComments.id, id));
    await recordAudit(tx, {
      actor,
      action: 'blog_comment.delete',
      target: { type: 'blog_comment', id, label: `${before.name} — ${before.postTitle}` },
      changes: { status: { before: before.status, after: null } },
      at: now,
    });
  });
}
