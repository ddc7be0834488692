import type { TCreationTargets } from './measure-creations';
import { benchOn, type TRunOutcome } from './run-database';
import { startServerProcess, type TServerLink } from './server-link';
import type { TDatabaseKind } from './server-process';
import { startSmtpSink, type TSmtpSink } from './smtp-sink';

export type { TDatabaseKind } from './server-process';

const LABELS: Record<TDatabaseKind, string> = { pglite: 'PGlite embarqué', postgres: 'PostgreSQL' };
const TARGETS: Record<TDatabaseKind, TCreationTargets> = {
  pglite: { manyProviders: 50, oneProvider: undefined, delivered: 50 },
  postgres: { manyProviders: 200, oneProvider: 100, delivered: 200 },
};

/**
 * Each database in a server process of its own (this bundle again, BENCH_SERVER set), driven from
 * this process, which also runs the SMTP listener its e-mails go to: the server's RSS is then its
 * own — neither the HTTP clients' nor the listener's nor what the previous database left behind (PGlite's WebAssembly memory never goes back to the system).
 */
export async function runIsolated(kind: TDatabaseKind, soakSeconds: number): Promise<TRunOutcome> {
  let server: TServerLink | undefined;
  let sink: TSmtpSink | undefined;
  try {
    sink = await startSmtpSink();
    server = await startServerProcess(kind, sink.url);
    return await benchOn(server, sink, TARGETS[kind], soakSeconds);
  } catch (err) {
    const measured = err instanceof Error ? err.message : String(err);
    console.log(`\n${LABELS[kind]} : ${measured}`);
    return {
      label: LABELS[kind],
      complete: true,
      objectives: [{ label: 'Exécution', measured, target: '', result: 'FAIL' }],
    };
  } finally {
    await server?.stop();
    await sink?.close();
  }
}
