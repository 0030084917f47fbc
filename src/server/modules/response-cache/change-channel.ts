import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/database.js';
import type { ResponseCache } from './response-cache.js';

/** Waits between attempts to listen again after the connection dropped: quick at first, then every few seconds. */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000];
/** How often the listening connection is checked; a connection that hangs is as deaf as a dropped one. */
const HEARTBEAT_EVERY_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;

interface Log {
  info(message: string): void;
  warn(details: object, message: string): void;
}

export interface ChangeChannelOptions {
  db: Db;
  databaseUrl: string;
  log: Log;
}

export interface ChangeChannel {
  /** True while this instance hears the others (and so serves from its cache). */
  readonly isListening: boolean;
  close(): Promise<void>;
}

/**
 * The channel of one portal: its schema's name, so portals sharing a database (or the tests'
 * schemas) do not hear each other. A name that is not a plain identifier is hashed into one.
 */
function channelOf(schema: string): string {
  const name = `noks_changes_${schema}`;
  return /^[a-z_][a-z0-9_]{0,62}$/.test(name) ? name : `noks_changes_${createHash('sha256').update(schema).digest('hex').slice(0, 32)}`;
}

/**
 * Keeps the response caches of several instances on one PostgreSQL database coherent.
 *
 * A change this instance announces is published with NOTIFY; every instance LISTENs on a
 * connection of its own and starts a new cache generation when another's change arrives, so no
 * instance serves a response older than a write for longer than the notification takes (well
 * under a second). While the listening connection is down, notifications could be missed: the
 * cache is suspended (every read computed) until the instance listens again, and then starts a
 * new generation, as changes made in between went unheard.
 *
 * A change is published just after its write commits; an instance that dies in between leaves
 * the others to find the change at their cache's next expiry (the next scheduled change), or at
 * the next write announced.
 */
export async function joinChangeChannel(cache: ResponseCache, options: ChangeChannelOptions): Promise<ChangeChannel> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(options.db);
  const channel = channelOf(rows[0]?.schema ?? 'public');
  const instanceId = randomUUID();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;

  const stopPublishing = cache.onChangeAnnounced(() => {
    sql`select pg_notify(${channel}, ${instanceId})`.execute(options.db).catch((error: unknown) => {
      options.log.warn({ err: error }, 'Could not tell other instances about a change');
    });
  });

  function dropConnection(reason: unknown): void {
    const lost = client;
    if (!lost) return;
    client = null;
    listening = false;
    clearInterval(heartbeatTimer);
    lost.removeAllListeners('notification');
    lost.end().catch(() => undefined);
    if (closed) return;
    cache.suspend();
    options.log.warn({ err: reason }, 'Stopped hearing other instances; serving without the response cache until listening again');
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt++, RECONNECT_DELAYS_MS.length - 1)];
    reconnectTimer = setTimeout(() => void listen(), delay);
  }

  async function heartbeat(on: pg.Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the listening connection gave no answer within ${HEARTBEAT_TIMEOUT_MS} ms`)), HEARTBEAT_TIMEOUT_MS);
    });
    try {
      await Promise.race([on.query('select 1'), timeout]);
    } catch (error) {
      if (client === on) dropConnection(error);
    } finally {
      clearTimeout(timer);
    }
  }

  async function listen(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.databaseUrl, keepAlive: true, application_name: 'noks-change-listener' });
    // A dropped connection is reported as an error and an end; either one starts the reconnection.
    next.on('error', (error) => client === next && dropConnection(error));
    next.on('end', () => client === next && dropConnection(new Error('the listening connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== instanceId) cache.receiveChange();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      if (client === next) dropConnection(error);
      return;
    }
    if (client !== next || closed) return;
    listening = true;
    attempt = 0;
    cache.resume();
    heartbeatTimer = setInterval(() => void heartbeat(next), HEARTBEAT_EVERY_MS);
    heartbeatTimer.unref();
  }

  // Until this instance listens, another's change could go unheard.
  cache.suspend();
  await listen();
  return {
    get isListening() {
      return listening;
    },
    async close() {
      closed = true;
      stopPublishing();
      clearTimeout(reconnectTimer);
      clearInterval(heartbeatTimer);
      const last = client;
      client = null;
      listening = false;
      await last?.end().catch(() => undefined);
    },
  };
}
