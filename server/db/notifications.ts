import pg from 'pg';

/** PostgreSQL's notifications on a channel, heard by every server copy. */
export type Listen = (channel: string, onNotice: (payload: string) => void) => Promise<() => Promise<void>>;

/** How long a lost listening connection waits before it connects again. */
const reconnectMs = 1000;

/**
 * One connection of its own per server copy, outside the pool, that LISTENs to the channels asked for and
 * connects again when it is dropped (a database restart, a failover). A change missed while it was away is
 * covered by the listener's own expiry (the catalogue's cache keeps answers only CATALOGUE_CACHE_MS), and
 * each reconnection is reported to the listeners as an empty notice, which they treat as "anything changed".
 */
export function notificationListener(connectionString: string): { listen: Listen; close: () => Promise<void> } {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client | undefined> | undefined;
  let closed = false;
  // pg deprecates a second query on a client still answering the first, and several modules ask to listen at start.
  let lastListen: Promise<unknown> = Promise.resolve();

  const hearAll = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };

  async function connect(): Promise<pg.Client | undefined> {
    if (closed) return undefined;
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => hearAll(message.channel, message.payload ?? ''));
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next || closed) return;
      client = undefined;
      setTimeout(() => void ensureConnected().catch(() => undefined), reconnectMs).unref();
    });
    try {
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await next.end().catch(() => undefined);
      setTimeout(() => void ensureConnected().catch(() => undefined), reconnectMs).unref();
      return undefined;
    }
    client = next;
    for (const channel of listeners.keys()) hearAll(channel, '');
    return next;
  }

  function ensureConnected(): Promise<pg.Client | undefined> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  }

  return {
    listen: async (channel, onNotice) => {
      const known = listeners.get(channel);
      const set = known ?? new Set();
      set.add(onNotice);
      listeners.set(channel, set);
      const connected = await ensureConnected();
      if (!known && connected) {
        lastListen = lastListen.catch(() => undefined).then(() => connected.query(`LISTEN ${pg.escapeIdentifier(channel)}`));
        await lastListen;
      }
      return async () => {
        set.delete(onNotice);
      };
    },
    close: async () => {
      closed = true;
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
