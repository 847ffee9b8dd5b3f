import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** A loopback HTTP server the test controls, and every request it received. */
export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Each request: method, path, and its body as text. */
  received: Array<{ method: string; path: string; body: string }>;
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 answering every request with `answer` (after reading its body). */
export async function loopbackServer(
  answer: (req: IncomingMessage, res: ServerResponse, self: { url: string; port: number }) => void,
): Promise<LoopbackServer> {
  const received: LoopbackServer['received'] = [];
  let self = { url: '', port: 0 };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ method: req.method ?? '', path: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
    answer(req, res, self);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  self = { url: `http://127.0.0.1:${port}`, port };
  return {
    ...self,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * An internal service of the server's own network, as an attacker would like to read it: it answers anything with
 * text that must never reach a caller.
 */
export const internalText = 'INTERNAL-ONLY root:hunter2';
export const internalService = () =>
  loopbackServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: internalText, error_description: internalText, errcode: 1, errmsg: internalText }));
  });

/** A server that redirects every request (307: the method and body are kept) to `target`. */
export const redirector = (target: () => string) =>
  loopbackServer((_req, res) => {
    res.writeHead(307, { location: target() });
    res.end();
  });

/**
 * A test file's internal service and a redirector (307) to `path` on it: started before the file's tests and closed
 * after them; read `servers.internal` and `servers.hop` inside the tests.
 */
export function internalBehindRedirect(path: string): { internal: LoopbackServer; hop: LoopbackServer } {
  const servers = {} as { internal: LoopbackServer; hop: LoopbackServer };
  beforeAll(async () => {
    servers.internal = await internalService();
    servers.hop = await redirector(() => `${servers.internal.url}${path}`);
  });
  afterAll(async () => Promise.all([servers.internal?.close(), servers.hop?.close()]));
  return servers;
}

/**
 * A TCP server that accepts connections and never answers: a provider or a store that hangs. `held` counts the
 * connections that carried a request and are still open, so a test sees that the server let go of them after its
 * timeout. (An HTTP client may open a spare connection after a timeout, with no request on it: not counted.)
 */
export async function silentServer(): Promise<{
  port: number;
  /** Connections accepted, and those that carried a request. */
  accepted: number;
  requests: number;
  held: number;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  const asked = new Set<Socket>();
  const state = { requests: 0, accepted: 0 };
  const server = createTcpServer((socket) => {
    state.accepted++;
    sockets.add(socket);
    socket.once('data', () => {
      state.requests++;
      asked.add(socket);
    });
    socket.on('close', () => {
      sockets.delete(socket);
      asked.delete(socket);
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get accepted() {
      return state.accepted;
    },
    get requests() {
      return state.requests;
    },
    get held() {
      return asked.size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
