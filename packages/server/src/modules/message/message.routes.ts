import { registerResources } from '../../platform/crud/register.ts';
import { secretBox } from '../../platform/secret-box.ts';
import type { App, Platform } from '../../platform/types.ts';
import { appChannelService } from './app/app-channel.service.ts';
import { channelAuthService } from './channel/channel-auth.service.ts';
import { sendChannelDetailService, sendChannelService } from './channel/send-channel.service.ts';

/**
 * 消息中心's CRUD: 应用渠道, 发送渠道 with its settings (their secrets sealed under this server's secret, so the
 * service is built here, per app) and 渠道授权.
 */
export function messageRoutes(app: App, platform: Platform) {
  const box = secretBox(platform.config.tokenSecret, 'msg_send_channel_detail.param_value');
  registerResources(app, platform.registry, [
    appChannelService,
    sendChannelService,
    sendChannelDetailService(box),
    channelAuthService,
  ]);
}
