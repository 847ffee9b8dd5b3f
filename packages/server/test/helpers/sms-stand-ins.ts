import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-ins for the SMS providers, for the tests of 短信配置 and 消息中心: HTTP servers on loopback that check each
 * request's signature the way the provider documents it (written here on their own, from the providers' documents,
 * not with the code under test, so a wrong signer fails) and answer as the provider does, errors included.
 */
export interface StandIn {
  url: string;
  /** Every request whose signature passed, as the provider read it. */
  received: Array<Record<string, unknown>>;
  /** Requests refused for their signature. */
  refused: number;
  close(): Promise<void>;
}

async function listen(handler: (req: IncomingMessage, body: string, res: ServerResponse) => void): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const closeOf = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** RFC 3986 encoding byte by byte: unreserved characters stay, every other byte is %XY (upper-case hex). */
function rfc3986(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * Aliyun Dysmsapi: a GET whose query carries the common parameters and SendSms's; Signature = Base64(HMAC-SHA1(
 * secret + "&", "GET&%2F&" + encode(sorted, encoded query without Signature))). `secrets` by AccessKeyId.
 */
export async function aliyunStandIn(secrets: Record<string, string>): Promise<StandIn> {
  const received: Array<Record<string, unknown>> = [];
  const nonces = new Set<string>();
  const state = { refused: 0 };
  const server = await listen((req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const params: Record<string, string> = {};
    for (const [k, v] of url.searchParams) params[k] = v;
    const requestId = `R-${received.length + state.refused}`;
    const refuse = (status: number, Code: string, Message: string) => {
      state.refused++;
      answer(res, status, { RequestId: requestId, Code, Message, HostId: 'dysmsapi.aliyuncs.com' });
    };
    const secret = secrets[params.AccessKeyId ?? ''];
    if (req.method !== 'GET' || url.pathname !== '/') return refuse(404, 'InvalidAction.NotFound', 'Not found');
    if (secret === undefined) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    const fixed = {
      Action: 'SendSms',
      Version: '2017-05-25',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      Format: 'JSON',
    };
    for (const [k, v] of Object.entries(fixed)) {
      if (params[k] !== v) return refuse(400, 'MissingParameter', `${k} is mandatory for this action.`);
    }
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp ?? ''))
      return refuse(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
    if (Math.abs(Date.parse(params.Timestamp!) - Date.now()) > 15 * 60_000)
      return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    if (!params.SignatureNonce || !params.RegionId) return refuse(400, 'MissingParameter', 'A parameter is missing.');
    const canonical = Object.keys(params)
      .filter((k) => k !== 'Signature')
      .sort()
      .map((k) => `${rfc3986(k)}=${rfc3986(params[k]!)}`)
      .join('&');
    const expected = createHmac('sha1', `${secret}&`)
      .update(`GET&${rfc3986('/')}&${rfc3986(canonical)}`)
      .digest('base64');
    if (params.Signature !== expected) {
      return refuse(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    if (nonces.has(params.SignatureNonce))
      return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(params.SignatureNonce);
    received.push(params);
    const fail = (Code: string, Message: string) => answer(res, 200, { RequestId: requestId, Code, Message });
    if (params.TemplateCode === 'SMS_BAD') return fail('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    if (params.SignName === 'BAD_SIGN') return fail('isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    if (params.PhoneNumbers?.includes('13900000000'))
      return fail('isv.BUSINESS_LIMIT_CONTROL', '触发号码天级流控Permits:10');
    if (params.TemplateCode === 'SMS_ODD') return fail('isv.AMOUNT_NOT_ENOUGH', '账户余额不足');
    answer(res, 200, { RequestId: requestId, Code: 'OK', Message: 'OK', BizId: '900619746936498440^0' });
  });
  return {
    url: urlOf(server),
    received,
    get refused() {
      return state.refused;
    },
    close: closeOf(server),
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac256 = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/**
 * Tencent Cloud SMS (API 3.0): a JSON POST with X-TC-Action / X-TC-Version / X-TC-Timestamp / X-TC-Region and an
 * Authorization of TC3-HMAC-SHA256, checked by recomputing it from the headers the request says it signed.
 * `secrets` by SecretId.
 */
export async function tencentStandIn(secrets: Record<string, string>): Promise<StandIn> {
  const received: Array<Record<string, unknown>> = [];
  const state = { refused: 0 };
  const server = await listen((req, body, res) => {
    const requestId = `tc-${received.length + state.refused}`;
    const error = (Code: string, Message: string) =>
      answer(res, 200, { Response: { Error: { Code, Message }, RequestId: requestId } });
    const refuse = (Code: string, Message: string) => {
      state.refused++;
      error(Code, Message);
    };
    const header = (name: string) => String(req.headers[name] ?? '');
    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/sms\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        header('authorization'),
      );
    if (req.method !== 'POST' || !auth) return refuse('AuthFailure.InvalidAuthorization', 'Authorization is invalid.');
    const [, secretId, date, signedHeaders, signature] = auth as unknown as string[];
    const secret = secrets[secretId!];
    if (secret === undefined) return refuse('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    if (header('x-tc-action') !== 'SendSms' || header('x-tc-version') !== '2021-01-11' || !header('x-tc-region'))
      return refuse('InvalidParameter', 'X-TC-Action, X-TC-Version or X-TC-Region is wrong.');
    const timestamp = Number(header('x-tc-timestamp'));
    if (!Number.isInteger(timestamp) || Math.abs(timestamp * 1000 - Date.now()) > 5 * 60_000)
      return refuse('AuthFailure.SignatureExpire', 'Signature expired.');
    if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date)
      return refuse('AuthFailure.SignatureFailure', 'The credential date does not match the timestamp.');
    const names = signedHeaders!.split(';');
    if (!names.includes('content-type') || !names.includes('host'))
      return refuse('AuthFailure.SignatureFailure', 'content-type and host must be signed.');
    const canonicalHeaders = names.map((n) => `${n}:${header(n).trim().toLowerCase()}\n`).join('');
    const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256(body)}`;
    const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${sha256(canonicalRequest)}`;
    const key = hmac256(hmac256(hmac256(`TC3${secret}`, date!), 'sms'), 'tc3_request');
    if (createHmac('sha256', key).update(stringToSign).digest('hex') !== signature)
      return refuse(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated. Please check your signature is correct.',
      );
    const request = JSON.parse(body) as {
      PhoneNumberSet: string[];
      SmsSdkAppId: string;
      SignName: string;
      TemplateId: string;
      TemplateParamSet?: string[];
    };
    received.push({ ...request, region: header('x-tc-region') });
    if (request.TemplateId === '999')
      return error('FailedOperation.TemplateIncorrectOrUnapproved', 'template is not approved or not exist');
    if (request.SignName === 'BAD_SIGN')
      return error('FailedOperation.SignatureIncorrectOrUnapproved', 'signature is not approved or not exist');
    if (request.TemplateId === '888') return error('FailedOperation.InsufficientBalanceInSmsPackage', 'no balance');
    answer(res, 200, {
      Response: {
        SendStatusSet: request.PhoneNumberSet.map((phone, i) => {
          const limited = phone === '+8613900000000';
          return {
            SerialNo: `2028:${i}`,
            PhoneNumber: phone,
            Fee: limited ? 0 : 1,
            SessionContext: '',
            Code: limited ? 'LimitExceeded.PhoneNumberDailyLimit' : 'Ok',
            Message: limited
              ? 'the number of sms messages sent from a single mobile number every day exceeds the upper limit'
              : 'send success',
            IsoCode: 'CN',
          };
        }),
        RequestId: requestId,
      },
    });
  });
  return {
    url: urlOf(server),
    received,
    get refused() {
      return state.refused;
    },
    close: closeOf(server),
  };
}

/** A server that takes requests and never answers: for the outgoing calls' timeout. */
export async function silentStandIn(): Promise<StandIn> {
  const server = await listen(() => undefined);
  return { url: urlOf(server), received: [], refused: 0, close: closeOf(server) };
}
