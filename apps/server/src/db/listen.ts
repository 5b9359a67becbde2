import pg from 'pg';
import type { DatabaseHandle } from './client';

export interface ListenOptions {
  channels: string[];
  onNotify(channel: string, payload: string): void;
  /** The connection's application_name (PostgreSQL), so others can count the listeners. */
  name: string;
  /** True once LISTEN is in effect; false when the connection is lost (notifications may be missed until true again). */
  onState(listening: boolean): void;
  onError(error: Error): void;
  /** Reconnect waits: the first, doubled after each failure up to the last. */
  retryMs?: { first: number; max: number };
  /** How often the idle connection is checked: a silently dropped one would otherwise go unnoticed. */
  pingMs?: number;
}

export interface Listener {
  close(): Promise<void>;
}

/**
 * Listens on NOTIFY channels. PGlite is one in-process connection: its own `listen` delivers every
 * notification of the handle on commit. PostgreSQL gets a dedicated connection outside the pool
 * (a pooled one would be handed to queries and its LISTEN lost); when it drops, it reconnects.
 */
export async function listen(database: DatabaseHandle, options: ListenOptions): Promise<Listener> {
  const { pglite } = database;
  if (pglite) {
    const unlisten = await Promise.all(
      options.channels.map((channel) =>
        pglite.listen(channel, (payload) => options.onNotify(channel, payload)),
      ),
    );
    options.onState(true);
    return {
      async close() {
        for (const stop of unlisten) await stop();
      },
    };
  }
  if (!database.url) throw new Error('A PostgreSQL handle without a URL cannot listen');
  return listenOnPostgres(database.url, options);
}

async function listenOnPostgres(url: string, options: ListenOptions): Promise<Listener> {
  const {
    channels,
    onNotify,
    name,
    onState,
    onError,
    retryMs = { first: 100, max: 5_000 },
    pingMs = 10_000,
  } = options;
  let current: pg.Client | undefined;
  let closed = false;
  let wait = retryMs.first;
  let retryTimer: NodeJS.Timeout | undefined;

  function lost(client: pg.Client, error?: Error) {
    if (client !== current) return;
    current = undefined;
    onState(false);
    if (error) onError(error);
    client.end().catch(() => {});
    schedule();
  }

  function schedule() {
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), wait);
    wait = Math.min(wait * 2, retryMs.max);
  }

  async function connect() {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: name,
    });
    client.on('notification', (message) => {
      if (channels.includes(message.channel)) onNotify(message.channel, message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('listener connection ended')));
    try {
      await client.connect();
      // The channels are constants of ours (lower-case letters and underscores), not user input.
      for (const channel of channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      client.end().catch(() => {});
      onError(error as Error);
      schedule();
      return;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    wait = retryMs.first;
    onState(true);
  }

  const ping = setInterval(() => {
    const client = current;
    if (!client) return;
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('listener ping timed out')), pingMs).unref(),
    );
    Promise.race([client.query('select 1'), timeout]).catch((error: Error) => lost(client, error));
  }, pingMs);
  ping.unref();

  await connect();
  return {
    async close() {
      closed = true;
      clearInterval(ping);
      clearTimeout(retryTimer);
      const client = current;
      current = undefined;
      await client?.end();
    },
  };
}
