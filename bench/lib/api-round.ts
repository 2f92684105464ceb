import type { RoundResult } from './closed-loop';
import { wrkRound } from './wrk';

/**
 * One API round: a short sequential warm-up as the direct replay has (closed-loop.ts), then `connections` keep-alive
 * connections each sending the next GET as soon as the last one answered, for `seconds` (wrk.ts). Answers other than
 * 2xx count as errors.
 */
export async function apiRound(url: string, cookie: string, connections: number, seconds: number): Promise<RoundResult> {
  const warmUntil = performance.now() + 150;
  for (let i = 0; i < 10 && performance.now() < warmUntil; i++) {
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  }
  const { p99: _p99, non2xx: _non2xx, ...round } = await wrkRound({ url, connections, seconds, headers: { cookie } });
  return round;
}
