import { messageCalls } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { registerResources } from '../../platform/crud/register.ts';
import { ok } from '../../platform/envelope.ts';
import { ctxOf } from '../../platform/guard.ts';
import { langOfRequest } from '../../platform/i18n.ts';
import { serve } from '../../platform/serve.ts';
import type { App, Platform } from '../../platform/types.ts';
import { appChannelService, resetAppSecret } from './app/app-channel.service.ts';
import { channelAuthService } from './channel/channel-auth.service.ts';
import { sendChannelDetailService, sendChannelService } from './channel/send-channel.service.ts';
import { inboxOf, markRead, unreadOf } from './inbox/inbox.service.ts';
import { cancelRecords, recordLogService, recordService, resendRecords } from './record/record.service.ts';
import { type Accepted, acceptRawSend, acceptTemplateSend } from './send/accept.ts';
import { messageSender } from './send/sender.ts';
import { type SigningApp, verifySigned } from './send/sign.ts';
import { statusOf } from './send/status.service.ts';
import { testSend } from './send/test-send.service.ts';
import { strategyDetailService, strategyService } from './strategy/strategy.service.ts';
import { reviewTemplate, templateDetailService, templateService } from './template/template.service.ts';

/** A signed call's body as the app sent it: the signature covers that, not the body after defaults were filled. */
const sentBodies = new WeakMap<FastifyRequest, Record<string, unknown>>();
const keepSentBody = {
  route: {
    preValidation: async (req: FastifyRequest) => {
      sentBodies.set(req, { ...(req.body as Record<string, unknown>) });
    },
  },
};

/**
 * 消息中心's calls: the CRUD of its ten resources, the signed sends and status query of apps, the console's send,
 * cancel and resend, a template's review and test send, an app's new secret, and the caller's inbox.
 */
export function messageRoutes(app: App, platform: Platform) {
  const { config, database } = platform;
  // The same stateless sender the manifest gives the registry, with the boxes and queue these routes need too.
  const sender = messageSender(database, platform.registry, config);
  registerResources(app, platform.registry, [
    appChannelService(sender.boxes.app),
    sendChannelService,
    sendChannelDetailService(sender.boxes.settings),
    channelAuthService,
    templateService,
    templateDetailService,
    strategyService,
    strategyDetailService,
    recordService,
    recordLogService,
  ]);

  /** A signed call: verified, then accepted, in one transaction (a refused call spends no nonce); then queued. */
  const signed = async (
    req: FastifyRequest,
    accept: (app: SigningApp, db: typeof database.db) => Promise<Accepted>,
  ) => {
    const accepted = await database.db.transaction(async (tx) => {
      const caller = await verifySigned(tx, sender.boxes.app, sentBodies.get(req) ?? {}, req.ip);
      return accept(caller, tx);
    });
    await sender.queue(accepted);
    return accepted.reply;
  };
  const appSender = (req: FastifyRequest, caller: SigningApp, db: typeof database.db) => ({
    db,
    tenantId: caller.tenantId,
    userId: null,
    lang: langOfRequest(req),
    timeZone: config.timeZone,
    appChannelId: caller.id,
    dailyQuota: caller.dailyQuota,
  });

  serve(
    app,
    messageCalls.sendTemplateMessage,
    async (req) => {
      const { appKey: _k, sign: _s, timestamp: _t, nonce: _n, ...input } = req.body;
      return ok(req, await signed(req, (caller, db) => acceptTemplateSend(appSender(req, caller, db), input)));
    },
    keepSentBody,
  );
  serve(
    app,
    messageCalls.sendMessage,
    async (req) => ok(req, await signed(req, (caller, db) => acceptRawSend(appSender(req, caller, db), req.body))),
    keepSentBody,
  );
  serve(
    app,
    messageCalls.queryStatus,
    async (req) => {
      const caller = await database.db.transaction((tx) =>
        verifySigned(tx, sender.boxes.app, sentBodies.get(req) ?? {}, req.ip),
      );
      return ok(req, await statusOf(database.db, caller, req.body, config.timeZone));
    },
    keepSentBody,
  );

  serve(app, messageCalls.send, async (req) => ok(req, await sender.sendTemplate(ctxOf(req), req.body)));
  serve(app, messageCalls.cancel, async (req) => ok(req, await cancelRecords(ctxOf(req), req.query.ids)));
  serve(app, messageCalls.resend, async (req) => {
    const ids = await resendRecords(ctxOf(req), req.query.ids);
    await sender.queue({ due: ids, later: [] });
    return ok(req, ids.length);
  });
  serve(app, messageCalls.audit, async (req) => {
    await reviewTemplate(ctxOf(req), req.body.id, req.body.pass, req.body.opinion);
    return ok(req, true as const);
  });
  serve(app, messageCalls.testSend, async (req) => ok(req, await testSend(ctxOf(req), sender, req.body)));
  serve(app, messageCalls.resetSecret, async (req) =>
    ok(req, await resetAppSecret(ctxOf(req), sender.boxes.app, req.query.id)),
  );

  serve(app, messageCalls.inbox, async (req) => ok(req, await inboxOf(ctxOf(req), req.query)));
  serve(app, messageCalls.unread, async (req) => ok(req, await unreadOf(ctxOf(req))));
  serve(app, messageCalls.read, async (req) => ok(req, await markRead(ctxOf(req), { ids: req.query.ids })));
  serve(app, messageCalls.readAll, async (req) => ok(req, await markRead(ctxOf(req), { kind: req.query.kind })));
}
