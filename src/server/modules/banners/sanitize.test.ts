import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeBannerHtml } from './sanitize';

describe('banner message allow-list', () => {
  it.each([
    ['<p>Bonjour</p><script>alert(1)</script>', '<p>Bonjour</p>'],
    ['<img src=x onerror="alert(1)">Texte', 'Texte'],
    ['<p onclick="alert(1)" style="color:red">Texte</p>', '<p>Texte</p>'],
    ['<iframe src="https://mal.example"></iframe>Fin', 'Fin'],
    ['<svg onload="alert(1)"><circle/></svg>Fin', 'Fin'],
    ['<style>body{display:none}</style>Fin', 'Fin'],
    ['<a href="javascript:alert(1)">clic</a>', '<a>clic</a>'],
    ['<a href="//mal.example">clic</a>', '<a>clic</a>'],
    ['<a href="http://exemple.fr">clic</a>', '<a>clic</a>'],
  ])('removes what could run or restyle: %s', (input, output) => {
    expect(sanitizeBannerHtml(input)).toBe(output);
  });

  it('keeps the allowed tags and makes https and mailto links safe to open', () => {
    const html =
      '<p>Un <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u><br></p><ul><li>un</li></ul><ol><li>deux</li></ol>' +
      '<a href="https://exemple.fr/aide" target="_self">aide</a> <a href="mailto:support@exemple.fr">écrire</a>';
    expect(sanitizeBannerHtml(html)).toBe(
      '<p>Un <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u><br /></p><ul><li>un</li></ul><ol><li>deux</li></ol>' +
        '<a href="https://exemple.fr/aide" rel="noopener noreferrer" target="_blank">aide</a> ' +
        '<a href="mailto:support@exemple.fr" rel="noopener noreferrer" target="_blank">écrire</a>',
    );
  });

  it('calls blank what holds no visible text', () => {
    expect(isBlankHtml(sanitizeBannerHtml('<script>x</script><p> </p><br>'))).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
  });
});
