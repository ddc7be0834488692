import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import type { TJobs, TJobsLog } from '../../jobs/start-jobs';

/** A job log that records instead of printing (a console.error fails a test). */
export function recordingLog(): TJobsLog & { lines: string[] } {
  const lines: string[] = [];
  const push = (_obj: object, msg: string) => void lines.push(msg);
  return { lines, info: push, warn: push, error: push };
}

/**
 * Sends one dispatch job through the real queue and waits until a worker completed it. The queue
 * keeps one waiting job per key: concurrent callers pass distinct keys.
 */
export async function dispatchThroughQueue(jobs: TJobs, singletonKey?: string): Promise<void> {
  const id = await jobs.send('reminders.dispatch', {}, singletonKey ? { singletonKey } : undefined);
  expect(id).toBeTruthy();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [job] = await jobs.boss.findJobs('reminders.dispatch', { id: id ?? '' });
    if (job?.state === 'completed') return;
    if (job?.state === 'failed' || Date.now() > deadline) throw new Error(`dispatch job ended ${job?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function manualBooking(serviceId: string, start: string, email: string) {
  return {
    serviceId,
    start,
    client: { name: 'Jeanne Petit', email, phone: '06 12 34 56 78' },
    notifyClient: false,
  };
}

export async function createManual(t: TestApp, token: string, serviceId: string, start: Date, email: string) {
  const response = await t.post('/api/bookings', manualBooking(serviceId, start.toISOString(), email), {
    token,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ booking: { id: string } }>().booking;
}
