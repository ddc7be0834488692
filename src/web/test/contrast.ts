import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Text contrast from the Tailwind classes an element carries, for web tests: jsdom applies no
 * stylesheet, so axe cannot measure colours there (src/web/test/axe.ts); the browser journeys
 * measure the real page. The palette is Tailwind's (oklch) and ours (src/web/styles.css).
 */

type TRgb = [number, number, number];

let palette: Map<string, string> | null = null;

function colours(): Map<string, string> {
  if (palette) return palette;
  const files = [createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'src/web/styles.css'];
  palette = new Map();
  for (const file of files) {
    for (const [, name, value] of readFileSync(file, 'utf8').matchAll(/--color-([a-z0-9-]+):\s*([^;]+);/g))
      if (name && value) palette.set(name, value.trim());
  }
  return palette;
}

/** Linear sRGB (0–1) of a #hex or oklch() value. */
function linearRgb(value: string): TRgb {
  const hex = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => {
      const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as TRgb;
  }
  const oklch = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)$/.exec(value);
  if (!oklch) throw new Error(`couleur illisible : ${value}`);
  const [l, c, h] = [Number(oklch[1]) / 100, Number(oklch[2]), (Number(oklch[3]) * Math.PI) / 180];
  const [a, b] = [c * Math.cos(h), c * Math.sin(h)];
  const lms = [
    (l + 0.3963377774 * a + 0.2158037573 * b) ** 3,
    (l - 0.1055613458 * a - 0.0638541728 * b) ** 3,
    (l - 0.0894841775 * a - 1.291485548 * b) ** 3,
  ] as TRgb;
  const [L, M, S] = lms;
  return [
    4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S,
    -1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S,
    -0.0041960863 * L - 0.7034186147 * M + 1.707614701 * S,
  ].map((v) => Math.min(1, Math.max(0, v))) as TRgb;
}

function luminance(name: string): number {
  if (name === 'white') return 1;
  if (name === 'black') return 0;
  const value = colours().get(name);
  if (!value) throw new Error(`couleur inconnue : ${name}`);
  const [r, g, b] = linearRgb(value);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The first colour class (`text-slate-700`, `bg-white`) from the element up, without a state prefix. */
function nearest(element: Element, prefix: 'text' | 'bg'): string | null {
  const pattern = new RegExp(`^${prefix}-((?:[a-z]+-\\d{2,3})|white|black)(?:/\\d+)?$`);
  for (let node: Element | null = element; node; node = node.parentElement) {
    for (const name of node.classList) {
      const match = pattern.exec(name);
      if (match?.[1]) return match[1];
    }
  }
  return null;
}

/** The contrast ratio of an element's text on its background (white when no class sets one). */
export function textContrast(element: Element): number {
  const text = nearest(element, 'text');
  if (!text) throw new Error('aucune couleur de texte');
  const [hi, lo] = [luminance(text), luminance(nearest(element, 'bg') ?? 'white')].sort((x, y) => y - x);
  return ((hi ?? 1) + 0.05) / ((lo ?? 0) + 0.05);
}

/** The `opacity-*` classes that fade an element's text, on it or an ancestor. */
export function fadingClasses(element: Element): string[] {
  const found: string[] = [];
  for (let node: Element | null = element; node; node = node.parentElement)
    found.push(...[...node.classList].filter((name) => /^opacity-\d+$/.test(name)));
  return found;
}
