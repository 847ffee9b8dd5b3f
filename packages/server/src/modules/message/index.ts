import { defineModule } from '../../platform/module.ts';
import { loadDemoMessages } from './message.demo.ts';
import { messageRoutes } from './message.routes.ts';
import { loadDemoMessageChannels } from './message.seed.ts';
import { recordRetentionJob } from './record/record-retention.job.ts';
import { deliverJob, sweepJob } from './send/message.job.ts';
import { messageSender } from './send/sender.ts';

/**
 * 消息中心 (blade-message): who may send (apps, signed), through which provider accounts (settings sealed), with which
 * templates and strategies; every message a record, every attempt a log; delivery by the job queue (send/), each
 * channel's protocol in providers/; the caller's inbox. Other modules send through `registry.messages`.
 */
export const messageModule = defineModule({
  name: 'message',
  routes: [messageRoutes],
  jobs: [deliverJob, sweepJob, recordRetentionJob],
  messages: ({ database, registry, config }) => messageSender(database, registry, config),
  seed: {
    async demo(db) {
      await loadDemoMessageChannels(db);
      await loadDemoMessages(db);
    },
  },
});
