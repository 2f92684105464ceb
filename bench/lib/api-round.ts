import http from 'node:http';
import { closedLoop, type RoundResult } from './closed-loop';

/**
 * One API round, measured exactly like the direct replay (closed-loop.ts): `connections` keep-alive connections each
 * sending the next GET as soon as the last one answered, for `seconds`, the requests still in flight then awaited
 * and counted. Non-2xx answers count as errors.
 */
export async function apiRound(url: string, cookie: string, connections: number, seconds: number): Promise<RoundResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(url, { agent, headers: { cookie } }, (res) => {
        res.resume();
        res.once('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`GET ${url} answered ${res.statusCode}`))));
        res.once('error', reject);
      });
      request.once('error', reject);
    });
  try {
    return await closedLoop(get, connections, seconds);
  } finally {
    agent.destroy();
  }
}
