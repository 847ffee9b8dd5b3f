import { defineWebModule } from '../../app/webModule.ts';

/**
 * 消息中心: the screens that add to their declared resource's CrudPage (a secret shown once, a row's settings,
 * contents or steps in a drawer, review and test send, the records' cancel, resend and send). 渠道授权, 发送日志 and
 * the child resources' own menus keep the generic CrudPage the registry builds from the contract.
 */
export const messageModule = defineWebModule({
  name: 'message',
  pages: {
    '/message/appchannel': () => import('./appchannel/AppChannelsPage.tsx'),
    '/message/send-channel': () => import('./send-channel/SendChannelsPage.tsx'),
    '/message/template': () => import('./template/TemplatesPage.tsx'),
    '/message/strategy': () => import('./strategy/StrategiesPage.tsx'),
    '/message/record': () => import('./record/RecordsPage.tsx'),
  },
});
