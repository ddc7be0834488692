import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { escapeXml } from '../server/modules/caldav/protocol/xml';

/**
 * A real CalDAV server for tests and journeys: Debian's Radicale 3 (`apt-get install radicale`,
 * as `.ci/run` does) on 127.0.0.1, one user with a plain htpasswd password, its collections in a
 * temporary folder removed on stop. Radicale 3.1.8 has no free-busy REPORT and no server-side
 * expansion: what the client reads is the events as stored.
 */
export type Radicale = {
  /** http://127.0.0.1:port — what a provider types as the server URL. */
  url: string;
  username: string;
  password: string;
  /** Creates a calendar `{url}/{username}/{slug}/` (MKCALENDAR) and returns its URL. */
  makeCalendar(slug: string, displayName: string): Promise<string>;
  /** Stores one iCalendar object at `{calendarUrl}{name}.ics`; returns its URL. */
  putEvent(calendarUrl: string, name: string, ics: string): Promise<string>;
  /** Deletes one stored object. */
  deleteEvent(objectUrl: string): Promise<void>;
  /** The stored objects of a calendar: href → iCalendar text. */
  listEvents(calendarUrl: string): Promise<Map<string, string>>;
  /** Any other WebDAV call with an XML body (PROPPATCH, a tasks-only MKCALENDAR…); its answer's text. */
  davCall(target: string, method: string, xml: string): Promise<string>;
  stop(): Promise<void>;
};

export const RADICALE_BINARY = process.env.RADICALE_PATH ?? 'radicale';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`radicale stopped at start:\n${output()}`);
    try {
      await fetch(url, { method: 'OPTIONS' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`radicale did not answer within 15 s:\n${output()}`);
}

/**
 * `port`: listen there (a test that stops the server and starts a new one where the old one was,
 * as after an outage; the new one starts with no collections).
 */
export async function startRadicale(
  options: { username?: string; password?: string; port?: number } = {},
): Promise<Radicale> {
  const username = options.username ?? 'camille';
  const password = options.password ?? 'mot-de-passe-app';
  const folder = await mkdtemp(path.join(tmpdir(), 'radicale-'));
  const port = options.port ?? (await freePort());
  const users = path.join(folder, 'users');
  const config = path.join(folder, 'config');
  await writeFile(users, `${username}:${password}\n`);
  await writeFile(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${users}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${path.join(folder, 'collections')}`,
      '[logging]',
      'level = warning',
      'mask_passwords = True',
      '',
    ].join('\n'),
  );
  let log = '';
  const child = spawn(RADICALE_BINARY, ['--config', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, () => log);
  } catch (err) {
    child.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
    throw err;
  }
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

  const call = async (
    target: string,
    init: { method: string; body?: string; headers?: Record<string, string> },
  ) => {
    const response = await fetch(new URL(target, url), {
      method: init.method,
      body: init.body,
      headers: { authorization, ...init.headers },
    });
    const text = await response.text();
    if (response.status >= 300) {
      throw new Error(`radicale ${init.method} ${target}: ${response.status} ${text.slice(0, 300)}`);
    }
    return text;
  };

  return {
    url,
    username,
    password,
    davCall: (target, method, xml) =>
      call(target, { method, body: xml, headers: { 'content-type': 'application/xml; charset=utf-8' } }),
    async makeCalendar(slug, displayName) {
      const calendarUrl = `${url}/${username}/${slug}/`;
      await call(calendarUrl, {
        method: 'MKCALENDAR',
        headers: { 'content-type': 'application/xml; charset=utf-8' },
        body: `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop>
    <D:displayname>${escapeXml(displayName)}</D:displayname>
    <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`,
      });
      return calendarUrl;
    },
    async putEvent(calendarUrl, name, ics) {
      const objectUrl = `${calendarUrl}${name}.ics`;
      await call(objectUrl, {
        method: 'PUT',
        body: ics,
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
      });
      return objectUrl;
    },
    async deleteEvent(objectUrl) {
      await call(objectUrl, { method: 'DELETE' });
    },
    async listEvents(calendarUrl) {
      const xml = await call(calendarUrl, {
        method: 'REPORT',
        headers: { depth: '1', 'content-type': 'application/xml; charset=utf-8' },
        body: `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT"/></C:comp-filter></C:filter>
</C:calendar-query>`,
      });
      const events = new Map<string, string>();
      for (const match of xml.matchAll(
        /<(?:\w+:)?href>([^<]+)<\/(?:\w+:)?href>[\s\S]*?<(?:\w+:)?calendar-data[^>]*>([\s\S]*?)<\/(?:\w+:)?calendar-data>/g,
      )) {
        const [, href = '', data = ''] = match;
        events.set(
          href,
          data
            .replaceAll('&#13;', '\r')
            .replaceAll('&lt;', '<')
            .replaceAll('&gt;', '>')
            .replaceAll('&amp;', '&'),
        );
      }
      return events;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
