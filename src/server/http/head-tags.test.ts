import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, renderHeadTags } from './head-tags';
import { injectHead } from './static';

describe('the blog’s HTML head (issue 17)', () => {
  it('escapes every value and keeps JSON-LD parseable without a closing tag', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const json = jsonForScript({ headline: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json).headline).toBe('</script><script>alert(1)</script> & \u2028');
  });

  it('writes only title, description and noindex for a missing article', () => {
    const tags = renderHeadTags({
      title: 'T',
      description: 'D',
      url: 'https://x/blog/y',
      type: 'website',
      noindex: true,
    });
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:');
  });

  it('replaces index.html’s own title and description instead of adding a second one', () => {
    const html =
      '<html><head><meta name="description" content="a" /><title>Créneau</title></head><body></body></html>';
    const out = injectHead(html, '<title>Nouveau</title><meta name="description" content="b" />');
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out.match(/name="description"/g)).toHaveLength(1);
    expect(out).toContain('<title>Nouveau</title>');
    expect(injectHead('<!doctype html><html lang="fr"></html>', '<title>X</title>')).toBe(
      '<!doctype html><html lang="fr"><head><title>X</title></head></html>',
    );
  });
});
