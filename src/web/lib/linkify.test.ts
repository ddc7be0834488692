import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps plain text as one segment', () => {
    expect(linkify('Bonjour,\nune question.')).toEqual([{ kind: 'text', text: 'Bonjour,\nune question.' }]);
    expect(linkify('')).toEqual([]);
  });

  it('turns http and https addresses into links, leaving sentence punctuation out', () => {
    expect(linkify('Voir https://creneau.fr/aide?x=1#faq. Merci (http://exemple.fr)')).toEqual([
      { kind: 'text', text: 'Voir ' },
      { kind: 'link', text: 'https://creneau.fr/aide?x=1#faq', href: 'https://creneau.fr/aide?x=1#faq' },
      { kind: 'text', text: '. Merci (' },
      { kind: 'link', text: 'http://exemple.fr', href: 'http://exemple.fr/' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links javascript:, data: or other schemes, nor markup', () => {
    for (const message of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://exemple.fr',
      '<a href="https://x.fr">x</a>',
      'mailto:a@b.fr',
    ]) {
      const links = linkify(message).filter((s) => s.kind === 'link');
      if (message.startsWith('<a')) {
        // The address inside the markup may be linked, never the markup around it.
        expect(links.every((l) => l.kind === 'link' && l.href.startsWith('https://'))).toBe(true);
      } else {
        expect(links).toEqual([]);
      }
    }
  });

  it('keeps the whole message, text and links together, unchanged', () => {
    const message = 'a https://x.fr b http://y.fr/c, d https:// e';
    expect(
      linkify(message)
        .map((s) => s.text)
        .join(''),
    ).toBe(message);
  });
});
