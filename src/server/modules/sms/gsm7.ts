/**
 * The GSM 03.38 alphabet an SMS segment is counted in: 160 characters of the basic table, the
 * extension table's characters counting two (they are sent behind an escape).
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '^{}\\[~]|€\f';
const BASIC_SET = new Set(BASIC);
const EXTENSION_SET = new Set(EXTENSION);

export const GSM7_SEGMENT = 160;

/** Letters and signs outside GSM-7 that have a usual spelling inside it (French first). */
const SPELLED: Record<string, string> = {
  œ: 'oe',
  Œ: 'OE',
  '’': "'",
  '‘': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
  '…': '...',
  '–': '-',
  '—': '-',
  '‐': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\t': ' ',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
};

/** How many GSM-7 units the text takes (it must already be GSM-7: see toGsm7). */
export function gsm7Length(text: string): number {
  let units = 0;
  for (const char of text) units += EXTENSION_SET.has(char) ? 2 : 1;
  return units;
}

/** Whether every character of the text is in GSM-7 (basic or extension table). */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC_SET.has(char) && !EXTENSION_SET.has(char)) return false;
  return true;
}

/**
 * The text in GSM-7: what is in it stays (é, è, à, ù, ì, ò, É, Ç are), accents outside it are
 * dropped (ê → e, ç → c, ï → i), a few signs get their usual spelling (œ → oe, ’ → '), and what
 * has none (other scripts, emoji) goes. Never a UCS-2 message: that would halve the segment.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const char of text) {
    if (BASIC_SET.has(char) || EXTENSION_SET.has(char)) {
      out += char;
      continue;
    }
    const spelled = SPELLED[char];
    if (spelled !== undefined) {
      out += spelled;
      continue;
    }
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    if (bare !== char && isGsm7(bare)) out += bare;
  }
  return out;
}

/** The longest start of a GSM-7 text that fits `units`. */
export function cutGsm7(text: string, units: number): string {
  let out = '';
  let used = 0;
  for (const char of text) {
    const cost = EXTENSION_SET.has(char) ? 2 : 1;
    if (used + cost > units) break;
    out += char;
    used += cost;
  }
  return out;
}
