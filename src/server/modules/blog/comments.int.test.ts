import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOG_COMMENT_RECEIVED } from '../../../shared/schemas/blog';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, nextTestIp } from '../../../test/factories';
import { auditLog, blogComments, outboxEmails } from '../../db/schema';
import { purgeTechnicalRecords } from '../gdpr/api';
import { insertPost } from './feed.test-support';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.deps, { role: 'admin', email: 'redaction@exemple.fr' });
  adminToken = await t.login(admin.email, admin.password);
});
afterAll(() => t.close());
beforeEach(() => t.clock.advance(1000));

const XSS_NAME = '<img src=x onerror=alert(1)>';
const XSS_CONTENT = '<script>alert("x")</script> & <b>gras</b>';
const comment = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jeanne Petit',
  email: 'jeanne@exemple.fr',
  content: 'Merci pour cet article !',
  consent: true,
  ...overrides,
});

async function commentsOf(slug: string) {
  const response = await t.get(`/api/blog/posts/${slug}/comments`);
  expect(response.statusCode).toBe(200);
  return response.json<{ comments: Array<Record<string, unknown>> }>().comments;
}

async function storedFor(postId: string) {
  return t.deps.database.db.select().from(blogComments).where(eq(blogComments.postId, postId));
}

const approvalEmails = (to: string) =>
  t.deps.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.kind, 'blog_comment_approved'), eq(outboxEmails.toAddress, to)));

describe('blog comments (issue 17)', () => {
  it('holds a comment pending until approved, then shows it and e-mails its author once', async () => {
    const post = await insertPost(t, { title: 'Rappels <SMS> & e-mails' });
    const email = 'auteur1@exemple.fr';
    const sent = await t.post(
      `/api/blog/posts/${post.slug}/comments`,
      comment({ email, name: XSS_NAME, content: XSS_CONTENT }),
      { ip: nextTestIp(), csrf: false },
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ success: true, message: BLOG_COMMENT_RECEIVED });
    const [stored] = await storedFor(post.id);
    expect(stored).toMatchObject({ status: 'pending', authorName: XSS_NAME, content: XSS_CONTENT });
    expect(await commentsOf(post.slug)).toEqual([]);

    const list = await t.get('/api/admin/blog/comments', { token: adminToken });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.counts.pending).toBeGreaterThanOrEqual(1);
    expect(body.comments[0]).toMatchObject({ id: stored?.id, email, status: 'pending', postSlug: post.slug });

    const approved = await t.patch(
      `/api/admin/blog/comments/${stored?.id}`,
      { status: 'approved' },
      {
        token: adminToken,
      },
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().comment).toMatchObject({ status: 'approved', name: XSS_NAME });
    const shown = await commentsOf(post.slug);
    expect(shown).toEqual([
      { id: stored?.id, name: XSS_NAME, content: XSS_CONTENT, createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(shown)).not.toContain('auteur1');

    const emails = await approvalEmails(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Votre commentaire sur « Rappels <SMS> & e-mails » est publié');
    expect(emails[0]?.text).toContain(`${t.deps.config.APP_URL}/blog/${post.slug}`);
    expect(emails[0]?.html).toContain('&lt;script&gt;alert(');
    expect(emails[0]?.html).not.toContain('<script>');
    expect(emails[0]?.html).not.toContain('<img src=x');

    // Rejected, then approved again: the author was told already.
    await t.patch(`/api/admin/blog/comments/${stored?.id}`, { status: 'rejected' }, { token: adminToken });
    expect(await commentsOf(post.slug)).toEqual([]);
    await t.patch(`/api/admin/blog/comments/${stored?.id}`, { status: 'approved' }, { token: adminToken });
    expect(await approvalEmails(email)).toHaveLength(1);
    const audits = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'blog_comment'), eq(auditLog.targetId, stored?.id ?? '')));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'blog_comment.approve',
      'blog_comment.approve',
      'blog_comment.reject',
    ]);
  });

  it('rejects and deletes, and lists by status', async () => {
    const post = await insertPost(t);
    const ip = nextTestIp();
    for (const name of ['Un', 'Deux']) {
      const sent = await t.post(`/api/blog/posts/${post.slug}/comments`, comment({ name }), {
        ip,
        csrf: false,
      });
      expect(sent.statusCode).toBe(201);
    }
    const [one, two] = (await storedFor(post.id)).sort((a, b) => a.authorName.localeCompare(b.authorName));
    await t.patch(`/api/admin/blog/comments/${two?.id}`, { status: 'rejected' }, { token: adminToken });
    const filtered = await t.get(`/api/admin/blog/comments?status=rejected&postId=${post.id}`, {
      token: adminToken,
    });
    expect(filtered.json()).toMatchObject({ total: 1, counts: { pending: 1, approved: 0, rejected: 1 } });
    expect(filtered.json().comments.map((c: { id: string }) => c.id)).toEqual([two?.id]);
    expect((await t.delete(`/api/admin/blog/comments/${one?.id}`, { token: adminToken })).statusCode).toBe(
      200,
    );
    expect((await t.delete(`/api/admin/blog/comments/${one?.id}`, { token: adminToken })).statusCode).toBe(
      404,
    );
    expect(
      (await t.patch('/api/admin/blog/comments/pas-un-id', { status: 'approved' }, { token: adminToken }))
        .statusCode,
    ).toBe(404);
    expect(await storedFor(post.id)).toHaveLength(1);
    expect(await approvalEmails('jeanne@exemple.fr')).toHaveLength(0);
  });

  it('erases the author’s address 30 days after moderation, and never e-mails an erased address', async () => {
    const post = await insertPost(t);
    const ip = nextTestIp();
    for (const [name, email] of [
      ['Ancien', 'ancien@exemple.fr'],
      ['Récent', 'recent@exemple.fr'],
      ['En attente', 'attente@exemple.fr'],
    ]) {
      const sent = await t.post(`/api/blog/posts/${post.slug}/comments`, comment({ name, email }), {
        ip,
        csrf: false,
      });
      expect(sent.statusCode).toBe(201);
    }
    const byName = async () =>
      Object.fromEntries((await storedFor(post.id)).map((row) => [row.authorName, row]));
    const stored = await byName();
    const ids = [stored.Ancien?.id ?? '', stored.Récent?.id ?? ''];
    for (const id of ids) {
      const rejected = await t.patch(
        `/api/admin/blog/comments/${id}`,
        { status: 'rejected' },
        { token: adminToken },
      );
      expect(rejected.statusCode).toBe(200);
    }
    // Moderated 31 and 29 days before the purge; the pending one never was.
    const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * 24 * 3600 * 1000);
    const db = t.deps.database.db;
    await db
      .update(blogComments)
      .set({ moderatedAt: daysAgo(31) })
      .where(inArray(blogComments.id, ids.slice(0, 1)));
    await db
      .update(blogComments)
      .set({ moderatedAt: daysAgo(29) })
      .where(inArray(blogComments.id, ids.slice(1)));

    await purgeTechnicalRecords(db, t.clock.now());
    const after = await byName();
    expect(after.Ancien?.authorEmail).toBe('');
    expect(after.Récent?.authorEmail).toBe('recent@exemple.fr');
    expect(after['En attente']?.authorEmail).toBe('attente@exemple.fr');

    // Approved later, the comment whose address is gone is published without an e-mail.
    const approved = await t.patch(
      `/api/admin/blog/comments/${ids[0]}`,
      { status: 'approved' },
      { token: adminToken },
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().comment).toMatchObject({ status: 'approved', email: '' });
    expect(await approvalEmails('')).toHaveLength(0);
    expect(await approvalEmails('ancien@exemple.fr')).toHaveLength(0);
  });

  it('answers a filled honeypot like any comment, and stores nothing', async () => {
    const post = await insertPost(t);
    const sent = await t.post(
      `/api/blog/posts/${post.slug}/comments`,
      comment({ website: 'https://spam.example' }),
      { ip: nextTestIp(), csrf: false },
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ success: true, message: BLOG_COMMENT_RECEIVED });
    expect(await storedFor(post.id)).toHaveLength(0);
  });

  it('limits comments per address', async () => {
    const post = await insertPost(t);
    const ip = nextTestIp();
    for (let i = 0; i < 5; i += 1) {
      const sent = await t.post(`/api/blog/posts/${post.slug}/comments`, comment(), { ip, csrf: false });
      expect(sent.statusCode).toBe(201);
    }
    const blocked = await t.post(`/api/blog/posts/${post.slug}/comments`, comment(), { ip, csrf: false });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Trop de tentatives/);
  });

  it('answers 404 for an article that is not public', async () => {
    const draft = await insertPost(t, { status: 'draft', publishedAt: null });
    const due = new Date(t.clock.now().getTime() + 3_600_000);
    const later = await insertPost(t, { status: 'scheduled', publishAt: due, publishedAt: null });
    for (const slug of [draft.slug, later.slug, 'article-inconnu']) {
      expect((await t.get(`/api/blog/posts/${slug}/comments`)).statusCode).toBe(404);
      const sent = await t.post(`/api/blog/posts/${slug}/comments`, comment(), {
        ip: nextTestIp(),
        csrf: false,
      });
      expect(sent.statusCode).toBe(404);
    }
    expect(await storedFor(draft.id)).toHaveLength(0);
  });
});
