import { defineWebModule } from '../../app/webModule.ts';

/**
 * 销售移动端's screens by menu path: 白名单 and 字段权限 are their declarations' CrudPages with pickers and buttons
 * of their own; the others are built by hand.
 */
export const salesModule = defineWebModule({
  name: 'sales',
  pages: {
    '/salesmobile/whitelist': () => import('./whitelist/WhitelistPage.tsx'),
    '/salesmobile/field-auth': () => import('./field-auth/FieldAuthPage.tsx'),
    '/salesmobile/login-record': () => import('./login-record/LoginRecordPage.tsx'),
    '/salesmobile/control-grade': () => import('./grade/ControlGradePage.tsx'),
    '/salesmobile/user-goods': () => import('./user-goods/UserGoodsPage.tsx'),
    '/salesmobile/customer': () => import('./customer/CustomerPage.tsx'),
    '/salesmobile/custom-to-saler': () => import('./custom-to-saler/CustomToSalerPage.tsx'),
    '/salesmobile/upload-his': () => import('./upload/UploadHisPage.tsx'),
  },
});
