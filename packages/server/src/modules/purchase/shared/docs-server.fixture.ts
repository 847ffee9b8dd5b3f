import { type CallDef, purchaseDocsCalls } from '@pharma/contract';
import { type Sent, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { type Reply, startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { type DocsFixture, seedDocsFixture } from './docs.fixture.ts';

/**
 * A documents rules test's server (the files that share one server across their tests, in `beforeAll`): started,
 * the administrator signed in, and the documents' master data seeded under `tag` with the shipper's `setting`.
 */
export async function docsServer(
  tag: string,
  setting?: Parameters<typeof seedDocsFixture>[2],
): Promise<{ s: TestServer; admin: string; f: DocsFixture }> {
  const s = await startServer();
  const admin = (await s.login()).access_token;
  return { s, admin, f: await seedDocsFixture(s.db, tag, setting) };
}

/**
 * A declared call as a person makes it (the reply read as the tests read it, field by field), on the server
 * `server()` answers once `beforeAll` has started it.
 */
export const senderOn =
  (server: () => TestServer) =>
  (token: string, call: CallDef, sent: Sent<CallDef> = {}): Promise<Reply> =>
    sessionOf(server(), token).send(call, sent);

/**
 * An approved order (saved, committed, audited as passed) of `qty` of the fixture's plain goods from its wholesale
 * supplier, made by `token`: the start of what an order leads to (its contract, its quantity in transit).
 */
export async function approvedOrder(
  send: ReturnType<typeof senderOn>,
  token: string,
  f: DocsFixture,
  qty: string,
): Promise<string> {
  const body = (values: Record<string, unknown>) => ({ body: values });
  const saved = await send(
    token,
    purchaseDocsCalls.orderSubmit,
    body({
      shipperId: f.shipperId,
      supplierId: f.supplier.wholesale,
      warehouseId: f.warehouseId,
      lines: [{ goodsId: f.goods.plain, qty }],
    }),
  );
  const orderId = saved.body.data.id as string;
  await send(token, purchaseDocsCalls.orderCommit, body({ id: orderId }));
  await send(token, purchaseDocsCalls.orderAudit, body({ id: orderId, pass: true }));
  return orderId;
}
