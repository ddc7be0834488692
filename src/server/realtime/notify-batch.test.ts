import { describe, expect, it } from 'vitest';
import { batchNotifications } from './notify-batch';

type TCall = { text: string; params: string[] };

function recorder(fail?: Error) {
  const calls: TCall[] = [];
  const query = async (text: string, params: string[]) => {
    calls.push({ text, params });
    if (fail) throw fail;
  };
  return { calls, notify: batchNotifications(query) };
}

describe('batchNotifications', () => {
  it('sends the notifications of one turn in one statement, in their order', async () => {
    const { calls, notify } = recorder();
    await Promise.all([notify('c', 'a'), notify('c', 'b'), notify('d', 'a'), notify('c', 'c')]);
    expect(calls).toEqual([
      {
        text: 'SELECT pg_notify($1, $2), pg_notify($3, $4), pg_notify($5, $6), pg_notify($7, $8)',
        params: ['c', 'a', 'c', 'b', 'd', 'a', 'c', 'c'],
      },
    ]);
  });

  it('never puts the same notification twice in a statement (PostgreSQL would fold them)', async () => {
    const { calls, notify } = recorder();
    await Promise.all([notify('c', 'same'), notify('c', 'other'), notify('c', 'same')]);
    expect(calls.map((c) => c.params)).toEqual([
      ['c', 'same', 'c', 'other'],
      ['c', 'same'],
    ]);
  });

  it('starts a new statement for the next turn and past 100 notifications', async () => {
    const { calls, notify } = recorder();
    await Promise.all(Array.from({ length: 101 }, (_, i) => notify('c', `p${i}`)));
    await notify('c', 'later');
    expect(calls.map((c) => c.params.length / 2)).toEqual([100, 1, 1]);
  });

  it('rejects every notification of a statement that failed', async () => {
    const boom = new Error('connexion perdue');
    const { notify } = recorder(boom);
    const results = await Promise.allSettled([notify('c', 'a'), notify('c', 'b')]);
    expect(results).toEqual([
      { status: 'rejected', reason: boom },
      { status: 'rejected', reason: boom },
    ]);
  });
});
