import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { it } from 'vitest';

const PDFTOTEXT = '/usr/bin/pdftotext';

/** CI installs poppler-utils (.ci/run); a machine without it skips only the read-back. */
export const itWithPdftotext = existsSync(PDFTOTEXT) ? it : it.skip;

/** The text of a PDF as poppler reads it (UTF-8), line breaks of the layout made spaces. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfRawText(pdf)).replace(/\s+/g, ' ');
}

/** The lines of a PDF as laid out, each with its spaces (non-breaking ones included) made plain. */
export async function pdfLines(pdf: Buffer): Promise<string[]> {
  return (await pdfRawText(pdf)).split('\n').map((line) => line.replace(/[^\S\n]+/g, ' ').trim());
}

async function pdfRawText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'creneau-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)(PDFTOTEXT, ['-enc', 'UTF-8', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
