import { defineModule } from '../../platform/module.ts';
import { messageRoutes } from './message.routes.ts';
import { loadDemoMessageChannels } from './message.seed.ts';

/**
 * 消息中心 (blade-message): the apps that may send, the provider accounts they send through (with their settings,
 * secrets sealed), which app may use which account; the providers that speak each channel's protocol
 * (providers/). Templates, strategies, the records and the sending itself build on these.
 */
export const messageModule = defineModule({
  name: 'message',
  routes: [messageRoutes],
  seed: { demo: loadDemoMessageChannels },
});
