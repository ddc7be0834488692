import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { renderMarkdown } from './markdown';
import { XSS_CORPUS, xssFindings } from './xss-corpus';

/** The one sanitiser against the OWASP corpus, directly and through the editor's preview. */
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
      '# Titre\n\n## Partie\n\n*a* **b** `c`\n\n> cité\n\n- un\n\n[ext](https://exemple.fr) [int](/blog/autre) ![photo](/api/blog/images/abc-123)',
    );
    expect(html).toContain('<h2>Titre</h2>');
    expect(html).toContain('<em>a</em> <strong>b</strong> <code>c</code>');
    expect(html).toContain('<a href="https://exemple.fr" rel="noopener noreferrer nofollow">ext</a>');
    expect(html).toContain('<a href="/blog/autre">int</a>');
    expect(html).toContain('<img src="/api/blog/images/abc-123" alt="photo" loading="lazy" />');
  });
});
