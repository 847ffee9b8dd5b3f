import { purchaseDocsCalls as calls, contractDocumentCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { serveDocument, serveLines } from '../shared/document.routes.ts';
import {
  contractDetail,
  contractDetailPage,
  contractLine,
  contractLines,
  contractPage,
  varietyPurchases,
} from './contract.query.ts';
import {
  auditContract,
  endContract,
  removeContractLines,
  removeContracts,
  saveContract,
  saveContractLine,
  signContract,
  voidContract,
} from './contract.service.ts';

/** 采购合同: the document's calls from its declaration, its grid and line reads, `contract_detail`, 品种采购. */
export function contractRoutes(app: App): void {
  serve(app, calls.contractQuery, async (req) => ok(req, await contractPage(ctxOf(req), req.body)));
  serve(app, calls.contractDetail, async (req) => ok(req, await contractDetail(ctxOf(req), req.query.id)));
  serveDocument(app, contractDocumentCalls, {
    submit: saveContract,
    remove: removeContracts,
    audit: auditContract,
    sign: signContract,
    suspend: (ctx, body) => endContract(ctx, body.id, 'suspend', body.reason),
    complete: (ctx, body) => endContract(ctx, body.id, 'complete'),
    void: (ctx, body) => voidContract(ctx, body.id, body.reason),
  });
  serve(app, calls.contractDetailQuery, async (req) => ok(req, await contractDetailPage(ctxOf(req), req.body)));
  serveLines(app, calls, 'contractLine', {
    list: contractLines,
    detail: contractLine,
    save: saveContractLine,
    remove: removeContractLines,
  });
  serve(app, calls.varietyPurchases, async (req) => ok(req, await varietyPurchases(ctxOf(req), req.body)));
}
