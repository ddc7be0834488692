import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Radicale, startRadicale } from '../../../../test/radicale';
import { CALDAV_MESSAGES, CaldavError } from './errors';
import { deleteObject, getObject, putObject } from './objects';
import { contextFor, eventIcs, rejectionOf } from './test-support';

let radicale: Radicale;
let calendar: string;

beforeAll(async () => {
  radicale = await startRadicale();
  calendar = await radicale.makeCalendar('objets', 'Objets');
}, 30_000);
afterAll(() => radicale?.stop());

const ics = (uid: string, summary = 'Rendez-vous') =>
  eventIcs(uid, '20260329T080000Z', '20260329T090000Z', summary);

async function conflictOf(promise: Promise<unknown>): Promise<void> {
  const err = await rejectionOf(promise);
  expect(err).toBeInstanceOf(CaldavError);
  expect(err).toMatchObject({ kind: 'conflict', status: 412, message: CALDAV_MESSAGES.conflict });
}

describe('putObject, getObject, deleteObject (Radicale)', () => {
  it('creates an object once: a second creation at the same URL is a conflict', async () => {
    const ctx = contextFor(radicale);
    const url = `${calendar}cree.ics`;
    const { etag } = await putObject(ctx, url, ics('cree'), { create: true });
    expect(etag).toEqual(expect.any(String));
    expect(await getObject(ctx, url)).toEqual({ etag, data: expect.stringContaining('UID:cree') });
    await conflictOf(putObject(ctx, url, ics('cree', 'Autre'), { create: true }));
    expect((await getObject(ctx, url))?.data).toContain('SUMMARY:Rendez-vous');
  });

  it('updates with the current ETag, and refuses a stale one', async () => {
    const ctx = contextFor(radicale);
    const url = `${calendar}modifie.ics`;
    const first = await putObject(ctx, url, ics('modifie'), { create: true });
    const second = await putObject(ctx, url, ics('modifie', 'Déplacé'), { etag: first.etag });
    expect(second.etag).not.toBe(first.etag);
    await conflictOf(putObject(ctx, url, ics('modifie', 'Écrasé'), { etag: first.etag }));
    expect((await getObject(ctx, url))?.data).toContain('SUMMARY:Déplacé');
    // No ETag known: written unconditionally.
    await putObject(ctx, url, ics('modifie', 'Forcé'), { etag: null });
    expect((await getObject(ctx, url))?.data).toContain('SUMMARY:Forcé');
  });

  it('deletes with the right ETag, refuses a stale one, and takes a missing object as done', async () => {
    const ctx = contextFor(radicale);
    const url = `${calendar}supprime.ics`;
    const first = await putObject(ctx, url, ics('supprime'), { create: true });
    const current = await putObject(ctx, url, ics('supprime', 'Bis'), { etag: first.etag });
    await conflictOf(deleteObject(ctx, url, first.etag));
    await deleteObject(ctx, url, current.etag);
    expect(await getObject(ctx, url)).toBeNull();
    await deleteObject(ctx, url, current.etag);
    await deleteObject(ctx, `${calendar}jamais.ics`, null);
  });

  it('reads a missing object as null', async () => {
    expect(await getObject(contextFor(radicale), `${calendar}absent.ics`)).toBeNull();
  });
});
