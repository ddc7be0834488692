import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { TCreated } from './creation';
import type {
  TAsk,
  TBurstStarts,
  TIntegrity,
  TMemory,
  TOutbox,
  TReady,
  TReply,
  TServerMessage,
} from './ipc-protocol';
import type { TDatabaseKind } from './server-process';

/** Time the server process gets to close and drop its database before it is killed. */
const STOP_TIMEOUT_MS = 60_000;

/** The load generator's handle on a server process: what it knows of it, what it can ask it. */
export type TServerLink = {
  ready: TReady;
  memory(): Promise<TMemory>;
  integrity(providerId: string, bursts: TBurstStarts, created: TCreated): Promise<TIntegrity>;
  outbox(): Promise<TOutbox>;
  stop(): Promise<void>;
};

type TPending = { resolve(reply: TReply): void; reject(err: Error): void };

/**
 * How `npm run serve` starts the server (package.json): the environment it sets before `node`
 * and the options it gives Node (ADR 0044, 0046), so that the server is measured as it runs.
 */
function serveCommand(): { env: Record<string, string>; nodeOptions: string[] } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const words = (scripts.serve ?? '').split(/\s+/).filter(Boolean);
  const node = words.indexOf('node');
  const env = Object.fromEntries(
    words
      .slice(0, Math.max(node, 0))
      .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
  const nodeOptions = words.slice(node + 1).filter((word) => word.startsWith('--'));
  return { env, nodeOptions };
}

/**
 * Forks this bundle again as the server process of `kind` (BENCH_SERVER set; same stdout), its
 * e-mails delivered to `smtpUrl`, and waits until it listens and is seeded. Rejects when it fails or exits first.
 */
export function startServerProcess(kind: TDatabaseKind, smtpUrl: string): Promise<TServerLink> {
  const serve = serveCommand();
  const child = fork(process.argv[1] as string, [], {
    execArgv: [...new Set([...process.execArgv, ...serve.nodeOptions])],
    env: { ...process.env, ...serve.env, BENCH_SERVER: kind, BENCH_SMTP_URL: smtpUrl },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  const pending = new Map<number, TPending>();
  let nextId = 0;
  let exited: string | undefined;
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      exited = reason;
      reject(new Error(reason));
      for (const p of pending.values()) p.reject(new Error(reason));
      pending.clear();
    };
    child.on('exit', (code, signal) => fail(`processus du serveur terminé (code ${code ?? signal})`));
    child.on('error', (err) => fail(`processus du serveur : ${err.message}`));
    child.on('message', (message: TServerMessage) => {
      if (message.kind === 'ready') resolve(link(message));
      else if (message.kind === 'failed') reject(new Error(`serveur non démarré : ${message.message}`));
      else {
        pending.get(message.id)?.resolve(message);
        pending.delete(message.id);
      }
    });

    const ask = (request: TAsk) =>
      new Promise<TReply>((resolveReply, rejectReply) => {
        if (exited) return rejectReply(new Error(exited));
        const id = nextId++;
        pending.set(id, { resolve: resolveReply, reject: rejectReply });
        child.send({ ...request, id });
      });
    const expect = async <K extends TReply['kind']>(kind: K, reply: Promise<TReply>) => {
      const answered = await reply;
      if (answered.kind === 'error') throw new Error(`serveur : ${answered.message}`);
      if (answered.kind !== kind) throw new Error(`réponse ${answered.kind} au lieu de ${kind}`);
      return answered as Extract<TReply, { kind: K }>;
    };
    const link = (ready: TReady): TServerLink => ({
      ready,
      memory: async () => (await expect('memory', ask({ kind: 'memory' }))).memory,
      integrity: async (providerId, bursts, created) =>
        (await expect('integrity', ask({ kind: 'integrity', providerId, bursts, created }))).integrity,
      outbox: async () => (await expect('outbox', ask({ kind: 'outbox' }))).outbox,
      stop: () => stopProcess(child, () => ask({ kind: 'stop' })),
    });
  });
}

/** Asks the server to close (it drops its database), then waits for its exit; kills it if it hangs. */
async function stopProcess(child: ChildProcess, ask: () => Promise<TReply>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  try {
    await ask().catch(() => child.kill('SIGKILL'));
    await exit;
  } finally {
    clearTimeout(timer);
  }
}
