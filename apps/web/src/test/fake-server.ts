import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@/api/client';

/** What a fake endpoint answers: an HTTP status and a JSON body. */
export type FakeReply = { status: number; body: unknown };
export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;
export type FakeCall = { method: string; url: string };

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { success: true, code: 'OK', message: '', data } });
export const fail = (status: number, code: string, message?: string): FakeReply => ({
  status,
  body: { success: false, code, ...(message === undefined ? {} : { message }), requestId: 'req-test' },
});

/**
 * Replaces only the network edge of the app's axios instance: interceptors, envelope handling,
 * refresh queue and error mapping all run for real. Routes are keyed 'METHOD /path'.
 */
export function installFakeServer(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const original = api.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    calls.push({ method, url });
    const handler = routes[`${method} ${url}`];
    const reply = handler ? await handler(config) : fail(404, 'NOT_FOUND', '없는 주소입니다.');
    await new Promise((resolve) => setTimeout(resolve, 1)); // answers arrive asynchronously, as on a network
    const response = { data: reply.body, status: reply.status, statusText: '', headers: {}, config, request: {} };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };
  api.defaults.adapter = adapter;
  return {
    calls,
    count: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url).length,
    restore: () => {
      api.defaults.adapter = original;
    },
  };
}
