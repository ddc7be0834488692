import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './pdf-document';

describe('toWinAnsi', () => {
  it('keeps French text and typographic marks intact', () => {
    const french = 'é è à ç ù œ Œ « » ’ — … € ÿ';
    expect(toWinAnsi(french)).toBe(french);
  });

  it('replaces what standard PDF fonts cannot draw', () => {
    expect(toWinAnsi('Mozilla 🚀 日本 ok')).toBe('Mozilla ? ?? ok');
  });
});
