import { defineWebModule } from '../../app/webModule.ts';

/**
 * 资源管理: 对象存储 (its CrudPage plus 启用 and 测试连接), 附件管理 (its list plus 上传 and 下载), 短信配置 (启用 and
 * 调试) and 下载中心 (the caller's background exports and import results).
 */
export const resourceModule = defineWebModule({
  name: 'resource',
  pages: {
    '/resource/oss': () => import('./oss/OssPage.tsx'),
    '/resource/attach': () => import('./attach/AttachPage.tsx'),
    '/resource/sms': () => import('./sms/SmsPage.tsx'),
    '/resource/oss-file': () => import('./oss-file/OssFilePage.tsx'),
  },
});
