import type { TCreated } from './creation';
import type { TQuotaCheck } from './integrity';
import type { TBenchProvider } from './seed';

/** process.memoryUsage() of the server process, in bytes, and the CPU time it used so far (µs). */
export type TMemory = {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  cpuMicros: number;
};

/** What the server process sends once it listens and is seeded. */
export type TReady = {
  kind: 'ready';
  label: string;
  port: number;
  seeded: TBenchProvider;
  /** The same year of bookings, plus a connected CalDAV calendar of 500 events (issue 31). */
  synced: TBenchProvider;
  /** The empty agendas the spread creations go to. */
  creationProviders: TBenchProvider[];
  /** The empty agendas of the creations whose e-mails are delivered over SMTP. */
  deliveryProviders: TBenchProvider[];
  feedPath: string;
  seedSeconds: number;
  /** Before the seed (the server alone) and after it. */
  started: TMemory;
  afterSeed: TMemory;
};

/** The checks made in the database once the creations are over; `heldInSession`: the group burst's seats. */
export type TIntegrity = { held: number; heldInSession: number; doubles: number; quota: TQuotaCheck };

/** The two bursts' starts: one slot, one group session (issue 32). */
export type TBurstStarts = { slot: string; session: string };

/** The outbox: its rows, those delivered over SMTP, and those sent more than once. */
export type TOutbox = { rows: number; sent: number; retried: number };

/** The load generator's requests, each answered by a reply with the same id. */
export type TRequest =
  | { id: number; kind: 'memory' }
  | { id: number; kind: 'integrity'; providerId: string; bursts: TBurstStarts; created: TCreated }
  | { id: number; kind: 'outbox' }
  | { id: number; kind: 'stop' };

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
/** A request before the link numbers it. */
export type TAsk = WithoutId<TRequest>;

export type TReply =
  | { id: number; kind: 'memory'; memory: TMemory }
  | { id: number; kind: 'integrity'; integrity: TIntegrity }
  | { id: number; kind: 'outbox'; outbox: TOutbox }
  | { id: number; kind: 'stopped' }
  | { id: number; kind: 'error'; message: string };

/** Sent instead of `ready` when the server could not start or seed. */
export type TFailed = { kind: 'failed'; message: string };

export type TServerMessage = TReady | TReply | TFailed;
