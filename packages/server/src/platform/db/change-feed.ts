import pg from 'pg';

/**
 * The channel the database's triggers tell on when something a request's identity is made of changes
 * (drizzle/0036_identity_notify.sql): its payloads are read by platform/identity-cache.
 */
export const identityChannel = 'blade_identity';

export interface ChangeHandlers {
  /** A notification's payload. */
  message(payload: string): void;
  /**
   * The feed started or stopped hearing every notification: while it does not (its connection lost), whatever was
   * learnt from it may be stale and must not be used; once it hears again, everything cached before must go.
   */
  state(listening: boolean): void;
}

/**
 * The notifications of `identityChannel`, from every connection of the process. Every pooled connection listens,
 * so the connection that commits a change receives its own notification before its commit's reply (PostgreSQL
 * sends a session's own notifications before it says it is ready): the writing process has forgotten what the
 * change made stale before the writer's code goes on. One more connection listens only, for the changes of other
 * processes while no pooled connection is open, and says whether the feed is heard (`listening`).
 */
export interface ChangeFeed {
  readonly listening: boolean;
  subscribe(handlers: ChangeHandlers): () => void;
  /** What the process's connections received: every listening connection delivers each notification once. */
  deliver(payload: string): void;
  close(): Promise<void>;
}

/** How many changes a feed remembers having delivered: the copies of one arrive within moments of each other. */
const rememberedChanges = 4096;

/** The subscribers of a feed, and its state. */
class Subscribers {
  private readonly all = new Set<ChangeHandlers>();
  /** The changes delivered lately, oldest first, so that the other connections' copies are dropped. */
  private readonly delivered = new Set<string>();
  listening = false;

  add(handlers: ChangeHandlers): () => void {
    this.all.add(handlers);
    return () => this.all.delete(handlers);
  }

  /**
   * A payload is `<transaction id>|<what changed>` (drizzle/0038): each process hears it once per listening
   * connection, and only the first copy is a change.
   */
  deliver(payload: string): void {
    const bar = payload.indexOf('|');
    if (bar > 0) {
      if (this.delivered.has(payload)) return;
      this.delivered.add(payload);
      if (this.delivered.size > rememberedChanges) this.delivered.delete(this.delivered.values().next().value!);
    }
    const change = payload.slice(bar + 1);
    for (const h of this.all) h.message(change);
  }

  setListening(listening: boolean): void {
    if (this.listening === listening) return;
    this.listening = listening;
    for (const h of this.all) h.state(listening);
  }
}

/**
 * The embedded database is one connection in one process: it listens from its start, and a notification a statement
 * of its own sends is handed over (PGlite queues the callback) before that statement's promise settles.
 */
export function embeddedFeed(): ChangeFeed & { hear(): void } {
  const subscribers = new Subscribers();
  return {
    get listening() {
      return subscribers.listening;
    },
    subscribe: (handlers) => subscribers.add(handlers),
    deliver: (payload) => subscribers.deliver(payload),
    hear: () => subscribers.setListening(true),
    close: async () => subscribers.setListening(false),
  };
}

/** The listening connection's name in pg_stat_activity. */
export const listenerName = 'blade-identity-listener';

/** How often the listening connection proves it is alive, and how long a proof may take before it is given up. */
const heartbeatMs = 1000;
const heartbeatDeadlineMs = 2000;

/**
 * PostgreSQL: a connection of its own that only listens, opened at the first subscription and reopened (after
 * 0.1 s, doubling up to 2 s) whenever it is lost. A lost connection stops the feed at once (its 'error' or 'end', or a
 * heartbeat unanswered for 2 s: a network that drops packets without closing the socket), so nothing learnt from
 * it is used while a notification may be going unheard.
 */
export function serverFeed(connectionString: string): ChangeFeed {
  const subscribers = new Subscribers();
  let client: pg.Client | undefined;
  let started = false;
  let closed = false;
  let heartbeat: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client) => {
    if (which !== client) return;
    client = undefined;
    clearInterval(heartbeat);
    subscribers.setListening(false);
    which.end().catch(() => undefined);
    if (!closed) void connect();
  };

  const beat = (which: pg.Client) => {
    const deadline = setTimeout(() => lost(which), heartbeatDeadlineMs);
    deadline.unref();
    which.query('select 1').then(
      () => clearTimeout(deadline),
      () => {
        clearTimeout(deadline);
        lost(which);
      },
    );
  };

  const connect = async () => {
    for (let delay = 100; !closed; delay = Math.min(delay * 2, 2000)) {
      const candidate = new pg.Client({ connectionString, keepAlive: true, application_name: listenerName });
      candidate.on('error', () => lost(candidate));
      candidate.on('end', () => lost(candidate));
      candidate.on('notification', (n) => {
        if (n.channel === identityChannel && n.payload !== undefined) subscribers.deliver(n.payload);
      });
      try {
        await candidate.connect();
        await candidate.query(`listen ${identityChannel}`);
        if (closed) {
          await candidate.end();
          return;
        }
        client = candidate;
        heartbeat = setInterval(() => beat(candidate), heartbeatMs);
        heartbeat.unref();
        subscribers.setListening(true);
        return;
      } catch {
        candidate.end().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  };

  return {
    get listening() {
      return subscribers.listening;
    },
    subscribe(handlers) {
      const unsubscribe = subscribers.add(handlers);
      if (!started) {
        started = true;
        void connect();
      }
      return unsubscribe;
    },
    deliver: (payload) => subscribers.deliver(payload),
    async close() {
      closed = true;
      clearInterval(heartbeat);
      const last = client;
      client = undefined;
      subscribers.setListening(false);
      await last?.end().catch(() => undefined);
    },
  };
}

/** The pool option that makes each of its connections listen (and deliver) before it is first used. */
export function listeningPoolConnections(feed: ChangeFeed) {
  return async (connection: pg.ClientBase) => {
    connection.on('notification', (n) => {
      if (n.channel === identityChannel && n.payload !== undefined) feed.deliver(n.payload);
    });
    await connection.query(`listen ${identityChannel}`);
  };
}
