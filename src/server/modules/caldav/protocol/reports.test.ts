import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Radicale, startRadicale } from '../../../../test/radicale';
import { deleteObject, getObject, putObject } from './objects';
import { fetchObjects, listEtags, syncChanges } from './reports';
import { contextFor, eventIcs } from './test-support';

let radicale: Radicale;

beforeAll(async () => {
  radicale = await startRadicale();
}, 30_000);
afterAll(() => radicale?.stop());

describe('syncChanges (Radicale, RFC 6578)', () => {
  it('lists everything first, then only what was put or deleted since the token', async () => {
    const ctx = contextFor(radicale);
    const calendar = await radicale.makeCalendar('sync', 'Sync');
    const kept = await radicale.putEvent(
      calendar,
      'garde',
      eventIcs('garde', '20260601T080000Z', '20260601T090000Z'),
    );
    const gone = await radicale.putEvent(
      calendar,
      'parti',
      eventIcs('parti', '20260602T080000Z', '20260602T090000Z'),
    );

    const initial = await syncChanges(ctx, calendar, null);
    if (initial.kind !== 'changes') throw new Error(`initial sync: ${initial.kind}`);
    expect(initial.changed.map((c) => c.href).sort()).toEqual([kept, gone]);
    expect(initial.changed.every((c) => typeof c.etag === 'string')).toBe(true);
    expect(initial.removed).toEqual([]);

    const added = `${calendar}nouveau.ics`;
    const { etag } = await putObject(
      ctx,
      added,
      eventIcs('nouveau', '20260603T080000Z', '20260603T090000Z'),
      {
        create: true,
      },
    );
    await deleteObject(ctx, gone, null);
    const delta = await syncChanges(ctx, calendar, initial.syncToken);
    expect(delta).toEqual({
      kind: 'changes',
      syncToken: expect.any(String),
      changed: [{ href: added, etag }],
      removed: [gone],
    });
    if (delta.kind !== 'changes') return;
    expect(delta.syncToken).not.toBe(initial.syncToken);
    expect(await syncChanges(ctx, calendar, delta.syncToken)).toMatchObject({ changed: [], removed: [] });
  });

  it('answers « expired » for a token the server does not know', async () => {
    const calendar = await radicale.makeCalendar('sync-perime', 'Périmé');
    const bogus = 'http://radicale.org/ns/sync/<pas-un-jeton>&';
    expect(await syncChanges(contextFor(radicale), calendar, bogus)).toEqual({ kind: 'expired' });
  });
});

describe('listEtags and fetchObjects (Radicale)', () => {
  it('lists the objects whose events overlap the range, and fetches them as they were stored', async () => {
    const ctx = contextFor(radicale);
    const calendar = await radicale.makeCalendar('plage', 'Plage');
    const march = eventIcs('mars', '20260329T003000Z', '20260329T013000Z', 'Avant & après <changement>');
    const april = eventIcs('avril', '20260415T080000Z', '20260415T090000Z');
    const june = eventIcs('juin', '20260615T080000Z', '20260615T090000Z');
    const urls = {
      march: await radicale.putEvent(calendar, 'mars', march),
      april: await radicale.putEvent(calendar, 'avril', april),
      june: await radicale.putEvent(calendar, 'juin', june),
    };
    const inRange = await listEtags(ctx, calendar, {
      from: new Date('2026-03-29T01:00:00Z'),
      to: new Date('2026-05-01T00:00:00Z'),
    });
    expect(inRange.map((e) => e.href).sort()).toEqual([urls.april, urls.march].sort());

    const fetched = await fetchObjects(ctx, calendar, [urls.march, urls.june, `${calendar}absent.ics`]);
    expect(fetched.map((o) => o.href).sort()).toEqual([urls.june, urls.march].sort());
    const byHref = new Map(fetched.map((o) => [o.href, o]));
    expect(byHref.get(urls.march)?.data).toBe(march);
    expect(byHref.get(urls.june)?.data).toBe(june);
    expect(byHref.get(urls.march)?.etag).toBe(inRange.find((e) => e.href === urls.march)?.etag);
    expect(await getObject(ctx, urls.march)).toEqual({ etag: byHref.get(urls.march)?.etag, data: march });
  });

  it('fetches more than one batch of 50', async () => {
    const ctx = contextFor(radicale);
    const calendar = await radicale.makeCalendar('lot', 'Lot');
    const hrefs: string[] = [];
    for (let i = 0; i < 55; i++) {
      hrefs.push(
        await radicale.putEvent(calendar, `e${i}`, eventIcs(`e${i}`, '20260701T080000Z', '20260701T090000Z')),
      );
    }
    const fetched = await fetchObjects(ctx, calendar, hrefs);
    expect(fetched.map((o) => o.href).sort()).toEqual([...hrefs].sort());
    expect(await fetchObjects(ctx, calendar, [])).toEqual([]);
  });
});
