import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RoundResult } from './closed-loop';

/**
 * HTTP load by wrk: a C load generator on one epoll thread. The server shares the machine's two cores with whatever
 * sends it the load; a JavaScript client (autocannon, Node's http) took so much of them that it held the server down:
 * the child list of a class on PostgreSQL answered 1,312 req/s to Node's client and 1,774 to wrk in the same minute.
 * Like the direct replay (closed-loop.ts) each connection sends its next request as soon as the last one answered.
 */
export type WrkRequest = {
  url: string;
  connections: number;
  /** whole seconds (wrk's unit) */
  seconds: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
};

export type WrkResult = RoundResult & { p99: number; non2xx: number };

const MARK = 'KG_WRK_RESULT ';

/** wrk's `done` hook writes the figures as one JSON line; latencies are in microseconds. */
function script(method: string, body: string | undefined): string {
  return [
    `wrk.method = ${JSON.stringify(method)}`,
    body === undefined ? '' : `wrk.body = ${JSON.stringify(body)}`,
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    `  io.write(string.format('\\n${MARK}{"requests":%d,"durationUs":%d,"non2xx":%d,"socketErrors":%d,"p50":%.0f,"p95":%.0f,"p99":%.0f}\\n',`,
    '    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,',
    '    latency:percentile(50), latency:percentile(95), latency:percentile(99)))',
    'end',
  ].join('\n');
}

export async function wrkRound(request: WrkRequest): Promise<WrkResult> {
  const { url, connections, headers = {}, method = 'GET', body } = request;
  const seconds = Math.max(1, Math.round(request.seconds));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-wrk-'));
  const scriptFile = path.join(dir, 'round.lua');
  fs.writeFileSync(scriptFile, script(method, body));
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', scriptFile];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  try {
    const output = await new Promise<string>((resolve, reject) =>
      execFile('wrk', args, { encoding: 'utf8' }, (error, stdout, stderr) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          reject(new Error('wrk is not installed: the bench sends its HTTP load with it (apt-get install -y wrk)'));
        } else if (error) reject(new Error(`wrk failed: ${stderr || error.message}`));
        else resolve(stdout);
      }),
    );
    const line = output.split('\n').find((l) => l.startsWith(MARK));
    if (!line) throw new Error(`wrk printed no result:\n${output}`);
    const r = JSON.parse(line.slice(MARK.length)) as { requests: number; durationUs: number; non2xx: number; socketErrors: number; p50: number; p95: number; p99: number };
    const ok = r.requests - r.non2xx;
    if (ok <= 0) throw new Error(`${method} ${url}: no successful answer under load (${r.non2xx} non-2xx, ${r.socketErrors} socket errors)`);
    const ms = (us: number) => Math.round(us / 100) / 10;
    return {
      rps: Math.round(ok / (r.durationUs / 1e6)),
      p50: ms(r.p50),
      p95: ms(r.p95),
      p99: ms(r.p99),
      requests: ok,
      errors: r.non2xx + r.socketErrors,
      non2xx: r.non2xx,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
