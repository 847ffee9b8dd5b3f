import { type AxiosAdapter, AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

/** A reply the fake server gives: an HTTP status and a body, or a transport failure. */
export type StubReply = { status: number; data: unknown } | 'network';

/**
 * A stand-in for axios' network adapter. Like the real one it applies `validateStatus`, so the instance's rules
 * (not the stub) decide what a status means.
 */
export function stubServer(
  instance: AxiosInstance,
  respond: (config: InternalAxiosRequestConfig) => StubReply | Promise<StubReply>,
) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = await respond(config);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config, request: {} };
    if (config.validateStatus ? config.validateStatus(reply.status) : true) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  instance.defaults.adapter = adapter;
  return seen;
}
