import type { TMemory } from './ipc-protocol';
import { fmt } from './objectives';

/** Issue 18: the server's RSS after the scenarios. */
export const RSS_LIMIT_MB = 300;

export const toMb = (bytes: number) => bytes / 1024 / 1024;

/** This process's memory and CPU time (the server process answers with them). */
export function readMemory(): TMemory {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const { user, system } = process.cpuUsage();
  return { rss, heapUsed, heapTotal, external, arrayBuffers, cpuMicros: user + system };
}

/** RSS with the V8 heap (used / reserved) and the memory outside it (buffers, WebAssembly…). */
export function memoryText(m: TMemory): string {
  const mb = (n: number) => fmt(toMb(n));
  return `RSS ${mb(m.rss)} Mo (tas V8 ${mb(m.heapUsed)}/${mb(m.heapTotal)} Mo, hors tas ${mb(m.external)} Mo)`;
}
