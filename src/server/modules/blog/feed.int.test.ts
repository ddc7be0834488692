import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { blogImages, blogSlugRedirects } from '../../db/schema';
import { insertPost } from './feed.test-support';

// jsdom ships no types; the web tests get it as their environment, these only parse a page or a feed.
type TWindow = { document: Document; DOMParser: typeof DOMParser };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: TWindow };
};

let t: TestApp;
let webDir: string;
let appUrl: string;
const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Créneau — la solution simple pour vos rendez-vous" />
    <title>Créneau — la solution simple pour vos rendez-vous</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'creneau-blog-'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX);
  writeFileSync(path.join(webDir, 'landing.html'), INDEX);
  t = await createTestApp({ webDir });
  t.clock.set(new Date('2026-11-20T10:00:00Z'));
  appUrl = t.deps.config.APP_URL;
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const parseXml = (text: string) => {
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
};
const textOf = (node: Element | Document, tag: string) =>
  [...node.getElementsByTagName(tag)].map((element) => element.textContent ?? '');

describe('RSS and sitemap (issue 17)', () => {
  it('lists the public articles, escaped, and never a draft', async () => {
    const post = await insertPost(t, {
      title: 'Rappels <SMS> & « e-mails »',
      excerpt: 'Moins d’absences <b>!</b>',
      tags: ['Conseils', 'R&D'],
    });
    const draft = await insertPost(t, { title: 'Brouillon secret', status: 'draft', publishedAt: null });
    const response = await t.get('/blog/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = parseXml(response.body);
    const channel = rss.getElementsByTagName('channel')[0] as Element;
    expect(textOf(channel, 'title')[0]).toBe('Blog Créneau');
    expect(textOf(channel, 'language')).toEqual(['fr-FR']);
    expect(textOf(channel, 'link')[0]).toBe(`${appUrl}/blog`);
    const self = rss.getElementsByTagName('atom:link')[0];
    expect(self?.getAttribute('href')).toBe(`${appUrl}/blog/rss.xml`);
    const items = [...rss.getElementsByTagName('item')];
    const item = items.find((i) => textOf(i, 'title')[0] === post.title) as Element;
    expect(item).toBeDefined();
    expect(textOf(item, 'link')).toEqual([`${appUrl}/blog/${post.slug}`]);
    expect(item.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('true');
    expect(textOf(item, 'description')).toEqual(['Moins d’absences <b>!</b>']);
    expect(textOf(item, 'category')).toEqual(['Conseils', 'R&D']);
    expect(new Date(textOf(item, 'pubDate')[0] ?? '').getTime()).toBe(post.publishedAt?.getTime());
    expect(response.body).not.toContain(draft.title);
  });

  it('maps the public pages and the articles with their last change', async () => {
    const post = await insertPost(t);
    const draft = await insertPost(t, { status: 'draft', publishedAt: null });
    const response = await t.get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    const locs = textOf(parseXml(response.body), 'loc');
    expect(locs).toContain(`${appUrl}/`);
    expect(locs).toContain(`${appUrl}/blog`);
    expect(locs).toContain(`${appUrl}/cgu`);
    expect(locs).toContain(`${appUrl}/documentation-api`);
    expect(locs).toContain(`${appUrl}/blog/${post.slug}`);
    expect(locs).not.toContain(`${appUrl}/blog/${draft.slug}`);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });
});

describe('the HTML head of the blog’s pages (issue 17)', () => {
  it('writes the article’s title, description, canonical, Open Graph, Twitter and JSON-LD', async () => {
    const [image] = await t.deps.database.db
      .insert(blogImages)
      .values({ contentType: 'image/webp', data: Buffer.from('x'), width: 1, height: 1 })
      .returning();
    const post = await insertPost(t, {
      title: 'Titre </title><script>alert(1)</script>',
      excerpt: 'Un résumé "cité" & <em>court</em>',
      coverImageId: image?.id ?? null,
    });
    const response = await t.get(`/blog/${post.slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const { document } = new JSDOM(html).window;
    expect(document.title).toBe(`${post.title} — Blog Créneau`);
    const metaOf = (selector: string) => document.querySelector(selector)?.getAttribute('content');
    expect(metaOf('meta[name="description"]')).toBe(post.excerpt);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${appUrl}/blog/${post.slug}`,
    );
    expect(metaOf('meta[property="og:type"]')).toBe('article');
    expect(metaOf('meta[property="og:title"]')).toBe(`${post.title} — Blog Créneau`);
    expect(metaOf('meta[property="og:url"]')).toBe(`${appUrl}/blog/${post.slug}`);
    expect(metaOf('meta[property="og:image"]')).toBe(`${appUrl}/api/blog/images/${image?.id}`);
    expect(metaOf('meta[property="og:locale"]')).toBe('fr_FR');
    expect(metaOf('meta[property="og:site_name"]')).toBe('Créneau');
    expect(metaOf('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(metaOf('meta[name="twitter:title"]')).toBe(`${post.title} — Blog Créneau`);
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const ld = JSON.parse(scripts[0]?.textContent ?? '');
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedAt?.toISOString(),
      author: { name: 'Équipe Créneau' },
      image: `${appUrl}/api/blog/images/${image?.id}`,
      mainEntityOfPage: { '@id': `${appUrl}/blog/${post.slug}` },
    });
    expect(scripts[0]?.textContent).toContain('\\u003c/title\\u003e');
  });

  it('writes the list’s head on /blog', async () => {
    const response = await t.get('/blog');
    expect(response.statusCode).toBe(200);
    const { document } = new JSDOM(response.body).window;
    expect(document.title).toBe('Blog — Créneau');
    expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('website');
  });

  it('answers 404 with noindex for an unknown or draft article, and 301 from a former address', async () => {
    const draft = await insertPost(t, { status: 'draft', publishedAt: null });
    for (const slug of ['article-inconnu', draft.slug]) {
      const response = await t.get(`/blog/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<div id="root">');
    }
    const post = await insertPost(t);
    await t.deps.database.db.insert(blogSlugRedirects).values({ slug: 'ancienne-adresse', postId: post.id });
    const moved = await t.get('/blog/ancienne-adresse');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/blog/${post.slug}`);
    // The editor's pages are the web app's own.
    expect((await t.get('/blog/admin')).statusCode).toBe(200);
  });
});
