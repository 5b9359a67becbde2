import http from 'node:http';

export interface Reply {
  status: number;
  body: unknown;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
}

/**
 * A small JSON client on node:http. One per server process: its keep-alive sockets die with the
 * killed server, so the next process gets a fresh agent instead of stale connections. A reply only
 * resolves once the whole body has arrived, which is what "acknowledged" means here.
 */
export class ApiClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  constructor(readonly port: number) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Reply> {
    const { status, body } = await this.exchange(method, path, options);
    return { status, body };
  }

  /** A GET whose body may be a file: the reply with its raw bytes (JSON errors parsed as usual). */
  download(path: string, token: string): Promise<Reply & { bytes: Buffer }> {
    return this.exchange('GET', path, { token });
  }

  private exchange(
    method: string,
    path: string,
    { body, token }: RequestOptions,
  ): Promise<Reply & { bytes: Buffer }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          headers,
          agent: this.agent,
          timeout: 20_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          // 'aborted' covers a server that dies after the headers but before the end of the body.
          response.on('aborted', () => reject(new Error('response aborted')));
          response.on('end', () => {
            if (!response.complete) return reject(new Error('response incomplete'));
            const bytes = Buffer.concat(chunks);
            const text = bytes.toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              // not JSON (a file, or a proxy page); keep the text for the report
            }
            resolve({ status: response.statusCode ?? 0, body: parsed, bytes });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('request timed out')));
      request.on('error', reject);
      request.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/** A reply's message for reports, short. */
export function describeReply(reply: Reply) {
  const message = (reply.body as { message?: unknown } | undefined)?.message;
  return `${reply.status}${typeof message === 'string' ? ` ${message}` : ''}`;
}
