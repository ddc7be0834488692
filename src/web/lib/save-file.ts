import { apiDownload } from './api-client';

/** Hands a blob to the browser's download manager under the given name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads an authenticated API file (the Bearer header rules out a plain link). */
export async function downloadApiFile(path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiDownload(path, { timeoutMs: 60_000 });
  saveBlob(blob, filename ?? fallbackName);
}
