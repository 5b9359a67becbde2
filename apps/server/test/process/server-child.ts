import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

export const serverDir = fileURLToPath(new URL('../../', import.meta.url));

export interface LogLine {
  msg?: string;
  [key: string]: unknown;
}

/**
 * The compiled server (`node dist/server.js`, as `npm start` runs it) as a child process, with its
 * JSON log lines readable as they come.
 */
export class ServerChild {
  readonly lines: LogLine[] = [];
  readonly exited: Promise<number | null>;
  private waiters: Array<{ match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }> =
    [];
  private readonly child: ChildProcess;
  private output = '';

  constructor(env: Record<string, string>) {
    this.child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        HOST: '127.0.0.1',
        // A machine busy with the rest of the suite must not make the server shed these few requests.
        MAX_EVENT_LOOP_DELAY_MS: '0',
        MAX_EVENT_LOOP_UTILIZATION: '0',
        MAX_HEAP_USED_MB: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    let pending = '';
    this.child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop()!;
      for (const text of complete) this.receive(text);
    });
  }

  private receive(text: string) {
    this.output += `${text}\n`;
    let line: LogLine;
    try {
      line = JSON.parse(text);
    } catch {
      return;
    }
    this.lines.push(line);
    this.waiters = this.waiters.filter(
      (waiter) => !(waiter.match(line) && (waiter.resolve(line), true)),
    );
  }

  /** The first log line (already written or still to come) that matches. */
  logLine(match: (line: LogLine) => boolean): Promise<LogLine> {
    const seen = this.lines.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  /** Everything the process wrote, for failure messages. */
  get log() {
    return this.output;
  }

  signal(signal: NodeJS.Signals) {
    this.child.kill(signal);
  }

  /** Ends a test's server whatever state it is in. */
  async kill() {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Collects a response's body. */
export function readAnswer(response: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    response.on('end', () =>
      resolve({ status: response.statusCode!, headers: response.headers, body }),
    );
    response.on('error', reject);
  });
}

/** One request on a connection of its own (no keep-alive pool keeping the server busy). */
export function request(
  port: number,
  method: string,
  path: string,
  body?: object,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const sent = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (response) => readAnswer(response).then(resolve, reject),
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** Resolves once the port takes a connection (the server listens), retrying while it refuses. */
export async function listening(port: number, server: ServerChild): Promise<void> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (!(await connects(port))) {
    if (exited) throw new Error(`the server exited before it listened:\n${server.log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether a new TCP connection to the port is accepted right now. */
export function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
