import { describe, expect, it } from 'vitest';
import { prefersHtml } from './prefers-html';

describe('prefersHtml', () => {
  it('recognises a browser navigation', () => {
    expect(prefersHtml('text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8')).toBe(
      true,
    );
  });

  it('keeps JSON for the API client, tools and missing headers', () => {
    expect(prefersHtml('application/json')).toBe(false);
    expect(prefersHtml('application/json, text/plain, */*')).toBe(false);
    expect(prefersHtml('*/*')).toBe(false);
    expect(prefersHtml(undefined)).toBe(false);
  });

  it('follows the quality values', () => {
    expect(prefersHtml('text/html;q=0.5, application/json')).toBe(false);
    expect(prefersHtml('application/json;q=0.4, text/html;q=0.9')).toBe(true);
  });
});
