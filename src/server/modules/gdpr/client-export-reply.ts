import type { FastifyReply } from 'fastify';
import { DateTime } from 'luxon';
import type { TClientExport } from './client-data';

/** One customer's data as the JSON file the provider hands over (art. 15, 20). */
export function sendClientExport(reply: FastifyReply, data: TClientExport, now: Date) {
  const date = DateTime.fromJSDate(now, { zone: 'Europe/Paris' }).toISODate();
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="donnees-client-${date}.json"`)
    .header('cache-control', 'no-store')
    .send(`${JSON.stringify({ success: true, ...data }, null, 2)}\n`);
}
