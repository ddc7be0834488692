import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOG_SLUG_TAKEN, type TAdminBlogPost } from '../../../shared/schemas/blog';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { auditLog, blogPosts } from '../../db/schema';
import { publishDueBlogPostsJob } from './api';

/** Articles through the editor and as readers see them (issue 17): visibility, schedule, addresses. */
let t: TestApp;
let adminToken: string;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.deps, { role: 'admin', name: 'Anne Rédaction' });
  adminToken = await t.login(admin.email, admin.password);
});
afterAll(() => t.close());
beforeEach(() => t.clock.advance(1000));

async function write(body: Record<string, unknown>) {
  const response = await t.post(
    '/api/admin/blog/posts',
    { markdown: 'Bonjour', ...body },
    { token: adminToken },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ post: TAdminBlogPost }>().post;
}
const patch = (id: string, body: Record<string, unknown>) =>
  t.patch(`/api/admin/blog/posts/${id}`, body, { token: adminToken });
const publicSlugs = async () =>
  (await t.get('/api/blog/posts')).json<{ posts: { slug: string }[] }>().posts.map((p) => p.slug);

describe('public visibility', () => {
  it('hides drafts and future scheduled articles until they are due, then shows them', async () => {
    const draft = await write({ title: 'Un brouillon', status: 'draft' });
    const due = new Date(t.clock.now().getTime() + 10 * MINUTE);
    const scheduled = await write({ title: 'Bientôt', status: 'scheduled', publishAt: due.toISOString() });
    expect(scheduled.publishedAt).toBeNull();
    expect(draft.authorName).toBe('Anne Rédaction');
    for (const slug of [draft.slug, scheduled.slug]) {
      expect(await publicSlugs()).not.toContain(slug);
      const response = await t.get(`/api/blog/posts/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Article introuvable');
    }
    t.clock.set(new Date(due.getTime() + 1000));
    expect(await publicSlugs()).toContain(scheduled.slug);
    expect((await t.get(`/api/blog/posts/${scheduled.slug}`)).statusCode).toBe(200);
    expect(await publicSlugs()).not.toContain(draft.slug);
  });

  it('refuses a schedule in the past, naming the field', async () => {
    const past = new Date(t.clock.now().getTime() - MINUTE).toISOString();
    const response = await t.post(
      '/api/admin/blog/posts',
      { title: 'Passé', status: 'scheduled', publishAt: past },
      { token: adminToken },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'publishAt' });
    expect(response.json().message).toContain('La date de publication');
  });

  it('publishes a due article once, dated when it was due', async () => {
    const due = new Date(t.clock.now().getTime() + 5 * MINUTE);
    const post = await write({ title: 'Programmé', status: 'scheduled', publishAt: due.toISOString() });
    await publishDueBlogPostsJob.handler(t.deps, {});
    let [row] = await t.deps.database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row?.status).toBe('scheduled');
    t.clock.set(new Date(due.getTime() + MINUTE));
    await publishDueBlogPostsJob.handler(t.deps, {});
    [row] = await t.deps.database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row?.status).toBe('published');
    expect(row?.publishedAt?.toISOString()).toBe(due.toISOString());
    const updatedAt = row?.updatedAt;
    t.clock.advance(MINUTE);
    await publishDueBlogPostsJob.handler(t.deps, {});
    const [again] = await t.deps.database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(again).toEqual({ ...row, updatedAt });
  });
});

describe('the public list and article', () => {
  it('filters by tag and links each article to its neighbours by public date', async () => {
    const tag = `voisins-${Date.now()}`;
    const first = await write({ title: 'Voisin un', status: 'published', tags: [tag] });
    t.clock.advance(MINUTE);
    const second = await write({ title: 'Voisin deux', status: 'published', tags: [tag] });
    t.clock.advance(MINUTE);
    const third = await write({ title: 'Voisin trois', status: 'published', tags: [tag] });
    const listed = (await t.get(`/api/blog/posts?tag=${tag}`)).json();
    expect(listed.posts.map((p: { slug: string }) => p.slug)).toEqual([third.slug, second.slug, first.slug]);
    expect(listed.total).toBe(3);
    const middle = (await t.get(`/api/blog/posts/${second.slug}`)).json().post;
    expect(middle.previous).toEqual({ slug: first.slug, title: 'Voisin un' });
    expect(middle.next).toEqual({ slug: third.slug, title: 'Voisin trois' });
    expect(middle.html).toBe('<p>Bonjour</p>');
  });
});

describe('addresses', () => {
  it('generates unique slugs from the title', async () => {
    const a = await write({ title: 'Les Règles d’or', status: 'draft' });
    const b = await write({ title: 'Les règles d’or', status: 'draft' });
    expect(a.slug).toBe('les-regles-d-or');
    expect(b.slug).toBe('les-regles-d-or-2');
  });

  it('keeps a published article’s former address answering with the current one', async () => {
    const post = await write({ title: 'Premier titre', slug: 'premier-titre', status: 'published' });
    expect(post.publishedAt).not.toBeNull();
    const changed = await patch(post.id, { slug: 'nouveau-titre' });
    expect(changed.statusCode, changed.body).toBe(200);
    const response = await t.get('/api/blog/posts/premier-titre');
    expect(response.statusCode).toBe(200);
    expect(response.json().post.slug).toBe('nouveau-titre');
    // The former address is still the article's: nobody else may take it.
    const other = await t.post(
      '/api/admin/blog/posts',
      { title: 'Autre', slug: 'premier-titre', status: 'draft' },
      { token: adminToken },
    );
    expect(other.statusCode).toBe(409);
    // Going back to it removes the redirect.
    expect((await patch(post.id, { slug: 'premier-titre' })).statusCode).toBe(200);
    expect((await t.get('/api/blog/posts/premier-titre')).json().post.slug).toBe('premier-titre');
    expect((await t.get('/api/blog/posts/nouveau-titre')).json().post.slug).toBe('premier-titre');
  });

  it('refuses an explicit slug already taken with 409', async () => {
    await write({ title: 'Doublon', slug: 'doublon-exemple', status: 'draft' });
    const response = await t.post(
      '/api/admin/blog/posts',
      { title: 'Doublon bis', slug: 'doublon-exemple', status: 'draft' },
      { token: adminToken },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: BLOG_SLUG_TAKEN, field: 'slug' });
  });
});

describe('the editor', () => {
  it('stores a title with markup as plain text and renders Markdown safely', async () => {
    const post = await write({
      title: '<script>alert(1)</script> Titre',
      markdown: '# Grand titre\n\n<script>alert(1)</script>\n\n[lien](https://exemple.fr)',
      status: 'published',
      tags: ['conseils'],
    });
    expect(post.title).toBe('<script>alert(1)</script> Titre');
    expect(post.html).toContain('<h2>Grand titre</h2>');
    expect(post.html).not.toContain('<script');
    expect(post.html).toContain('rel="noopener noreferrer nofollow"');
    const list = (await t.get('/api/blog/posts')).json();
    expect(list.tags).toContain('conseils');
  });

  it('lists, reads, searches and deletes with audit entries; unknown ids are 404', async () => {
    const post = await write({ title: 'Cherchez-moi', status: 'draft' });
    const found = await t.get('/api/admin/blog/posts?q=cherchez', { token: adminToken });
    expect(found.json().posts.map((p: TAdminBlogPost) => p.id)).toEqual([post.id]);
    expect((await t.get(`/api/admin/blog/posts/${post.id}`, { token: adminToken })).statusCode).toBe(200);
    expect((await t.delete(`/api/admin/blog/posts/${post.id}`, { token: adminToken })).statusCode).toBe(200);
    const gone = await t.get(`/api/admin/blog/posts/${post.id}`, { token: adminToken });
    expect(gone.statusCode).toBe(404);
    expect((await t.get('/api/admin/blog/posts/pas-un-id', { token: adminToken })).statusCode).toBe(404);
    const entries = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, post.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['blog_post.create', 'blog_post.delete']);
  });

  it('refuses non-administrators', async () => {
    const client = await createUser(t.deps);
    const token = await t.login(client.email, client.password);
    expect((await t.get('/api/admin/blog/posts', { token })).statusCode).toBe(403);
    expect((await t.get('/api/admin/blog/posts')).statusCode).toBe(401);
    const preview = await t.post('/api/admin/blog/preview', { markdown: 'x' }, { token });
    expect(preview.statusCode).toBe(403);
  });
});
