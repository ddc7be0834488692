import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { blogPostViews, blogViewMarks, blogViewSalts } from '../../db/schema';
import { insertPost } from './feed.test-support';
import { countView, isBotUserAgent } from './views';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-20T10:00:00Z'));
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';

async function viewsOf(postId: string) {
  const rows = await t.deps.database.db.select().from(blogPostViews).where(eq(blogPostViews.postId, postId));
  return rows.reduce((sum, row) => sum + row.views, 0);
}

describe('blog views (issue 17)', () => {
  it('counts a burst from one reader once, another browser once more, robots never', async () => {
    const post = await insertPost(t);
    const view = (userAgent: string | undefined, ip = '198.51.100.7') =>
      countView(t.deps, { postId: post.id, ip, userAgent, now: t.clock.now() });
    for (let i = 0; i < 10; i += 1) await view(FIREFOX);
    expect(await viewsOf(post.id)).toBe(1);
    expect(await view(SAFARI)).toBe(true);
    expect(await viewsOf(post.id)).toBe(2);
    for (const bot of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', '', undefined]) {
      expect(await view(bot)).toBe(false);
    }
    expect(await view('facebookexternalhit/1.1')).toBe(false);
    expect(await viewsOf(post.id)).toBe(2);
    const marks = await t.deps.database.db.select().from(blogViewMarks);
    expect(JSON.stringify(marks)).not.toContain('198.51.100.7');
  });

  it('forgets the previous days’ salt and marks, and counts the reader again the next day', async () => {
    const post = await insertPost(t);
    await countView(t.deps, { postId: post.id, ip: '198.51.100.8', userAgent: FIREFOX, now: t.clock.now() });
    t.clock.advance(86_400_000);
    await countView(t.deps, { postId: post.id, ip: '198.51.100.8', userAgent: FIREFOX, now: t.clock.now() });
    expect(await viewsOf(post.id)).toBe(2);
    const salts = await t.deps.database.db.select().from(blogViewSalts);
    expect(salts.map((s) => s.day)).toEqual(['2026-11-21']);
    const marks = await t.deps.database.db.select().from(blogViewMarks);
    expect(new Set(marks.map((m) => m.day))).toEqual(new Set(['2026-11-21']));
  });

  it('knows the usual robots', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBotUserAgent('python-requests/2.32')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 HeadlessChrome/120')).toBe(true);
    expect(isBotUserAgent(FIREFOX)).toBe(false);
  });
});

describe('blog statistics (issue 17)', () => {
  let adminToken: string;
  // After the views' day change: a session opened now is fresh.
  beforeAll(async () => {
    const admin = await createUser(t.deps, { role: 'admin', email: 'stats@exemple.fr' });
    adminToken = await t.login(admin.email, admin.password);
  });

  it('gives every day of the range, zeros included, and the most read articles', async () => {
    const db = t.deps.database.db;
    const a = await insertPost(t, { title: 'Le plus lu' });
    const b = await insertPost(t, { title: 'Le moins lu' });
    await db.insert(blogPostViews).values([
      { postId: a.id, day: '2026-11-02', views: 7 },
      { postId: b.id, day: '2026-11-02', views: 2 },
      { postId: a.id, day: '2026-11-04', views: 1 },
    ]);
    const response = await t.get('/api/admin/blog/stats?from=2026-11-01&to=2026-11-05', {
      token: adminToken,
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.days).toEqual([
      { day: '2026-11-01', views: 0 },
      { day: '2026-11-02', views: 9 },
      { day: '2026-11-03', views: 0 },
      { day: '2026-11-04', views: 1 },
      { day: '2026-11-05', views: 0 },
    ]);
    expect(stats.total).toBe(10);
    expect(stats.top.map((p: { title: string; views: number }) => [p.title, p.views])).toEqual([
      ['Le plus lu', 8],
      ['Le moins lu', 2],
    ]);
    const one = await t.get(`/api/admin/blog/stats?from=2026-11-01&to=2026-11-05&postId=${b.id}`, {
      token: adminToken,
    });
    expect(one.json().total).toBe(2);
  });

  it('defaults to the 30 days ending today, and refuses a bad range', async () => {
    const response = await t.get('/api/admin/blog/stats', { token: adminToken });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.days).toHaveLength(30);
    expect(stats.to).toBe('2026-11-21');
    expect(stats.from).toBe('2026-10-23');
    const reversed = await t.get('/api/admin/blog/stats?from=2026-11-05&to=2026-11-01', {
      token: adminToken,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/date de début/);
    const tooLong = await t.get('/api/admin/blog/stats?from=2024-01-01&to=2026-01-01', { token: adminToken });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/366 jours/);
  });
});
