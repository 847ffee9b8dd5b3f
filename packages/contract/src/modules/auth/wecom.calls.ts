import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';

/**
 * Enterprise WeChat (企业微信, WeCom). Binding: on the info page the signed-in user asks `scanBind/getScanCode`
 * for the address of WeCom's scan page (the console draws it as a QR code); WeCom sends the scanning phone's browser
 * to `scanBind/wxcallBack` with a code and the state, which this server exchanges through WeCom's `gettoken` and
 * `auth/getuserinfo` for the WeCom user id, binds it to the account that asked, and redirects to the console's
 * `/WorkWxCode` page with the outcome. Signing in: the `paas_wechat` grant of the token call (companyId, openId,
 * account) for a client allowed that grant, refused for a WeCom user bound to no account.
 */
export const scanCodeReply = z.object({
  url: z.string().describe("WeCom's scan page for this binding: draw it as a QR code"),
  state: z.string().describe('single use, valid for expiresIn seconds'),
  expiresIn: z.number(),
  corpId: z.string(),
  agentId: z.string(),
});
export type ScanCode = z.infer<typeof scanCodeReply>;

/** The caller's binding, for the info page. */
export const wecomBindingReply = z.object({
  bound: z.boolean(),
  wecomUserId: z.string(),
  configured: z.boolean().describe('the tenant has an enabled WeCom provider (binding is possible)'),
});
export type WecomBinding = z.infer<typeof wecomBindingReply>;

export const wecomCalls = {
  getScanCode: defineCall({
    method: 'GET',
    path: 'blade-user/scanBind/getScanCode',
    summary: "The WeCom scan page that binds the scanning WeCom user to the caller's account (state: single use)",
    permission: 'authenticated',
    query: z.object({
      state: z
        .string()
        .max(64)
        .optional()
        .describe("BladeX's console sends one; it is not used: the state is the server's own, single use"),
    }),
    reply: scanCodeReply,
  }),
  callback: defineCall({
    method: 'GET',
    path: 'blade-user/scanBind/wxcallBack',
    summary:
      "WeCom's redirect after the scan (code, state): binds, then 302 to /WorkWxCode with result=ok or the reason",
    permission: 'public',
    matrixOptOut: "WeCom's redirect of the scanning phone: the state names the account",
    query: z.looseObject({
      code: z.string().max(512).optional(),
      state: z.string().max(512).optional(),
      appid: z.string().max(128).optional(),
    }),
    file: true,
  }),
  binding: defineCall({
    method: 'GET',
    path: 'blade-user/qywx/binding',
    summary: "Whether the caller's account is bound to a WeCom user (the info page)",
    permission: 'authenticated',
    reply: wecomBindingReply,
  }),
};
