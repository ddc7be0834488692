/** One block of a contract, as the PDF lays it out. */
export type TContractBlock =
  | { kind: 'h1' | 'h2' | 'p' | 'li'; text: string }
  | { kind: 'row'; cells: string[]; header: boolean };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Text of an inline fragment: inner tags (strong) dropped, entities decoded, spaces collapsed. */
function textOf(fragment: string): string {
  return decodeEntities(fragment.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads the blocks of a contract stored by buildContractHtml. The stored HTML is sanitized to the
 * tags of CONTRACT_HTML_OPTIONS and never nests blocks, so walking its block elements in order
 * gives the whole text.
 */
export function readContractBlocks(html: string): TContractBlock[] {
  const blocks: TContractBlock[] = [];
  for (const match of html.matchAll(/<(h1|h2|p|li|tr)>([\s\S]*?)<\/\1>/g)) {
    const [, tag, inner = ''] = match;
    if (tag === 'tr') {
      const cells = [...inner.matchAll(/<(th|td)>([\s\S]*?)<\/\1>/g)].map((c) => textOf(c[2] ?? ''));
      blocks.push({ kind: 'row', cells, header: inner.startsWith('<th>') });
    } else {
      blocks.push({ kind: tag as 'h1' | 'h2' | 'p' | 'li', text: textOf(inner) });
    }
  }
  return blocks;
}
