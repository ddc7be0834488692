import http from 'node:http';

export type TResponse = { status: number; body: string; ms: number; etag: string | undefined };

/**
 * One simulated visitor: its own keep-alive connection from its own loopback address (the whole
 * 127.0.0.0/8 reaches this machine, so each visitor is a distinct peer, as distinct browsers are),
 * and the XSRF-TOKEN cookie the server hands out, echoed on writes as the web app does.
 */
export class BenchClient {
  private readonly agent: http.Agent;
  private xsrf: string | undefined;

  constructor(
    private readonly base: URL,
    readonly localAddress: string,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  }

  get(path: string, headers: Record<string, string> = {}): Promise<TResponse> {
    return this.send('GET', path, undefined, headers);
  }

  async post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<TResponse> {
    if (!this.xsrf) await this.get('/api/health');
    return this.send('POST', path, JSON.stringify(body), {
      'content-type': 'application/json',
      'x-xsrf-token': this.xsrf ?? '',
      ...headers,
    });
  }

  close(): void {
    this.agent.destroy();
  }

  private send(method: string, path: string, payload?: string, headers: Record<string, string> = {}) {
    return new Promise<TResponse>((resolve, reject) => {
      const started = performance.now();
      const request = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          path,
          method,
          agent: this.agent,
          localAddress: this.localAddress,
          headers: {
            accept: 'application/json',
            ...(this.xsrf ? { cookie: `XSRF-TOKEN=${this.xsrf}` } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            this.keepXsrf(response.headers['set-cookie']);
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
              etag: response.headers.etag,
            });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  private keepXsrf(setCookie: string[] | undefined): void {
    const match = setCookie?.map((c) => /^XSRF-TOKEN=([^;]+)/.exec(c)).find(Boolean);
    if (match?.[1]) this.xsrf = match[1];
  }
}

/** 127.0.{block}.{n}: distinct loopback peers per scenario, so per-IP limits count each visitor apart. */
export function loopbackAddress(block: number, n: number): string {
  return `127.0.${block}.${n + 1}`;
}
