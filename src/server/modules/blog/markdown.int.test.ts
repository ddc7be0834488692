import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { renderMarkdown } from './markdown';
import { XSS_CORPUS, xssFindings } from './xss-corpus';

/** The one sanitiser against the OWASP corpus, directly and through the editor's preview. */
const OWN = '/api/blog/images/6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.deps, { role: 'admin' });
  adminToken = await t.login(admin.email, admin.password);
});
afterAll(() => t.close());

describe('Markdown rendering', () => {
  it.each(XSS_CORPUS.map((attack) => [attack]))('leaves nothing unsafe of %s', async (attack) => {
    const html = renderMarkdown(`Texte\n\n${attack}\n\nFin`);
    expect(xssFindings(html)).toEqual([]);
    const preview = await t.post('/api/admin/blog/preview', { markdown: attack }, { token: adminToken });
    expect(preview.statusCode).toBe(200);
    expect(xssFindings(preview.json().html)).toEqual([]);
  });

  it('keeps the allowed markup, demotes h1 and marks external links and images', () => {
    const html = renderMarkdown(
      `# Titre\n\n## Partie\n\n*a* **b** \`c\`\n\n> cité\n\n- un\n\n[ext](https://exemple.fr) [int](/blog/autre) ![photo](${OWN})`,
    );
    expect(html).toContain('<h2>Titre</h2>');
    expect(html).toContain('<em>a</em> <strong>b</strong> <code>c</code>');
    expect(html).toContain('<a href="https://exemple.fr" rel="noopener noreferrer nofollow">ext</a>');
    expect(html).toContain('<a href="/blog/autre">int</a>');
    expect(html).toContain(`<img src="${OWN}" alt="photo" loading="lazy" />`);
  });

  it.each([
    ['an absolute address', 'https://exemple.fr/photo.jpg'],
    ['plain http', 'http://exemple.fr/photo.jpg'],
    ['a data: address', 'data:image/png;base64,iVBORw0KGgo='],
    ['a protocol-relative address', '//exemple.fr/photo.jpg'],
    ['another path of ours', '/api/shop/photos/0b7e5f7c-3c1a-4f4e-9d3b-2a6f1e8c9d10'],
    ['a path that climbs out', `${OWN}/../../../uploads/x.png`],
    ['an image route address without an image id', '/api/blog/images/abc-123'],
    ['our path behind another host', `https://exemple.fr${OWN}`],
  ])('drops an image at %s, keeps the blog’s own', (_label, src) => {
    const html = renderMarkdown(`![ailleurs](${src}) ![nôtre](${OWN})\n\n<img src="${src}" alt="brut">`);
    expect(html).not.toContain(src);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain(`<img src="${OWN}" alt="nôtre" loading="lazy" />`);
  });
});
