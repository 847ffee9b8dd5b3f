import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For the providers' tests: an HTTP server on loopback standing in for a robot or a webhook receiver. Its handler
 * checks each request the way the real peer does (written on its own from the peer's documents, not with the code
 * under test, so a wrong signer fails) and answers as the peer does.
 */
export interface HttpStandIn {
  url: string;
  /** Every request that reached the server, its raw body read. */
  requests: Array<{ url: URL; headers: IncomingMessage['headers']; body: string }>;
  close(): Promise<void>;
}

export type StandInHandler = (request: {
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}) => { status: number; body: unknown } | undefined;

/** A stand-in; a handler answering undefined leaves the request unanswered (for the timeout). */
export async function httpStandIn(handler: StandInHandler): Promise<HttpStandIn> {
  const requests: HttpStandIn['requests'] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        url: new URL(req.url ?? '/', 'http://stand-in'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const answer = handler(request);
      if (!answer) return;
      res.writeHead(answer.status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on (for "connection refused"): one a server held and let go. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The platform's own tenant passes the outbound check; this reach is a tenant's, for the check's refusals. */
export const platformReach = { tenantId: '000000', privateHosts: [] } as const;
export const tenantReach = { tenantId: '123456', privateHosts: [] } as const;
