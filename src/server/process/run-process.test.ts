import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../config';
import { createProcessLogger } from '../log/logger';
import { runProcess, SHUTDOWN_DEADLINE_MS, type TRunning } from './run-process';

type TLine = Record<string, unknown> & { level: number; msg: string };

/** A stand-in for `process`: signals and crashes are emitted by the test, exit() is recorded. */
function fakeProcess() {
  const host = Object.assign(new EventEmitter(), { exit: vi.fn<(code: number) => void>() });
  const written: string[] = [];
  const log = createProcessLogger({ write: (line: string) => void written.push(line) });
  return { host, log, lines: () => written.map((line) => JSON.parse(line) as TLine) };
}

const hanging = (): TRunning => ({ close: () => new Promise<void>(() => {}) });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('runProcess', () => {
  it('closes on SIGTERM and exits 0', async () => {
    const { host, log, lines } = fakeProcess();
    const close = vi.fn(async () => {});
    await runProcess(async () => ({ close }), host, log);
    host.emit('SIGTERM');
    await vi.waitFor(() => expect(host.exit).toHaveBeenCalledWith(0));
    expect(close).toHaveBeenCalledOnce();
    expect(lines().map((line) => line.msg)).toEqual(['SIGTERM reçu, arrêt en cours…', 'arrêt terminé']);
  });

  it('stops as soon as it is up when the signal came while it was starting', async () => {
    const { host, log, lines } = fakeProcess();
    const close = vi.fn(async () => {});
    let started: (running: TRunning) => void = () => {};
    const running = runProcess(() => new Promise<TRunning>((resolve) => (started = resolve)), host, log);
    host.emit('SIGTERM');
    expect(close).not.toHaveBeenCalled();
    started({ close });
    await running;
    await vi.waitFor(() => expect(host.exit).toHaveBeenCalledWith(0));
    expect(close).toHaveBeenCalledOnce();
    expect(lines().map((line) => line.msg)).toEqual(['SIGTERM reçu, arrêt en cours…', 'arrêt terminé']);
  });

  it('exits 1 with a log line when the shutdown outlasts its 20 s', async () => {
    vi.useFakeTimers();
    const { host, log, lines } = fakeProcess();
    await runProcess(async () => hanging(), host, log);
    host.emit('SIGINT');
    await vi.advanceTimersByTimeAsync(SHUTDOWN_DEADLINE_MS - 1);
    expect(host.exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(host.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(SHUTDOWN_DEADLINE_MS).toBe(20_000);
    expect(lines().at(-1)).toMatchObject({ level: 50, msg: 'arrêt inachevé après 20 s : sortie forcée' });
  });

  it('leaves at once on a second signal while closing', async () => {
    const { host, log, lines } = fakeProcess();
    await runProcess(async () => hanging(), host, log);
    host.emit('SIGTERM');
    expect(host.exit).not.toHaveBeenCalled();
    host.emit('SIGINT');
    expect(host.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(lines().at(-1)).toMatchObject({
      level: 40,
      signal: 'SIGINT',
      msg: 'SIGINT reçu pendant l’arrêt : sortie immédiate',
    });
  });

  it('exits 1 when closing fails, with the error logged', async () => {
    const { host, log, lines } = fakeProcess();
    await runProcess(async () => ({ close: () => Promise.reject(new Error('base injoignable')) }), host, log);
    host.emit('SIGTERM');
    await vi.waitFor(() => expect(host.exit).toHaveBeenCalledWith(1));
    expect(lines().at(-1)).toMatchObject({ msg: 'arrêt en erreur', err: { message: 'base injoignable' } });
  });

  it('logs an unhandled rejection and an uncaught exception as one JSON line each, keeping secrets out', async () => {
    const { host, log, lines } = fakeProcess();
    await runProcess(async () => hanging(), host, log);
    const leaky = Object.assign(new Error('duplicate key value'), {
      code: '23505',
      detail: 'Key (email)=(jeanne@exemple.fr) already exists.',
    });
    host.emit('unhandledRejection', leaky);
    host.emit('uncaughtException', new TypeError('x is not a function'));
    expect(host.exit.mock.calls).toEqual([[1], [1]]);
    const [rejection, exception] = lines();
    expect(rejection).toMatchObject({
      level: 60,
      msg: 'promesse rejetée sans traitement : arrêt du processus',
      err: { type: 'Error', message: 'duplicate key value', code: '23505' },
    });
    expect(exception).toMatchObject({
      level: 60,
      err: { type: 'TypeError', message: 'x is not a function' },
    });
    expect(JSON.stringify(lines())).not.toContain('jeanne@exemple.fr');
  });

  it('prints a configuration error in French and exits 1', async () => {
    const { host, log, lines } = fakeProcess();
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    await runProcess(
      async () => {
        throw new ConfigError('Configuration invalide :\n  - PORT: nombre attendu');
      },
      host,
      log,
    );
    expect(printed).toHaveBeenCalledWith('\nConfiguration invalide :\n  - PORT: nombre attendu\n');
    expect(host.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(lines()).toEqual([]);
  });

  it('logs any other failed start as a fatal JSON line and exits 1', async () => {
    const { host, log, lines } = fakeProcess();
    await runProcess(
      async () => {
        throw new Error('EADDRINUSE');
      },
      host,
      log,
    );
    expect(host.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(lines()).toMatchObject([{ level: 60, msg: 'échec du démarrage', err: { message: 'EADDRINUSE' } }]);
  });
});
