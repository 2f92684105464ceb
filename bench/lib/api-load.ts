import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anonymousJar, cookieHeader, fetchRequester, signIn } from './http-session';
import { freePort, median, startApp } from './server';
import { wrkRound, type WrkResult } from './wrk';

type Load = Pick<WrkResult, 'rps' | 'p50' | 'p99' | 'errors' | 'non2xx'>;

/** /me and a bare route alternate (3 rounds each, 8 s, 32 connections); login is argon2-bound so runs shorter. */
export async function apiLoad() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-bench-load-'));
  const app = await startApp(dataDir, { RATE_LIMIT_PER_MINUTE: '100000000', LOGIN_IP_MAX_PER_15MIN: '100000000', LOGIN_RATE_LIMIT_PER_MINUTE: '100000000' });
  const barePort = await freePort();
  const bare = fork(path.join(import.meta.dirname, 'bare-server.ts'), {
    env: { ...process.env, PORT: String(barePort) },
    execArgv: ['--import', 'tsx'],
    stdio: 'ignore',
  });
  await new Promise<void>((resolve) => bare.once('message', () => resolve()));
  try {
    const request = fetchRequester(app.baseUrl);
    const { cookie } = await signIn(request, 'staff', 'admin', 'admin1234!');
    const check = await fetch(`${app.baseUrl}/api/v2/me`, { headers: { cookie } });
    if (!check.ok) throw new Error(`/me failed: ${check.status}`);

    const meRuns: Load[] = [];
    const bareRuns: Load[] = [];
    for (let round = 0; round < 3; round++) {
      bareRuns.push(await wrkRound({ url: `http://127.0.0.1:${barePort}/bare`, connections: 32, seconds: 8 }));
      meRuns.push(await wrkRound({ url: `${app.baseUrl}/api/v2/me`, connections: 32, seconds: 8, headers: { cookie } }));
    }
    // an anonymous visitor's XSRF token: every login request comes from a browser without a session
    const anonymous = await anonymousJar(request, 'staff');
    const login = await wrkRound({
      url: `${app.baseUrl}/api/v2/login`,
      method: 'POST',
      connections: 4,
      seconds: 8,
      headers: { 'content-type': 'application/json', 'x-xsrf-token': anonymous.xsrf, cookie: cookieHeader(anonymous.jar) },
      body: JSON.stringify({ teacherId: 'teacher1', passwd: 'teacher1234!' }),
    });
    const summarise = (runs: Load[]) => ({
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
      runsRps: runs.map((r) => r.rps),
    });
    const me = summarise(meRuns);
    const bareSummary = summarise(bareRuns);
    if (me.non2xx > 0) throw new Error(`/me answered ${me.non2xx} non-2xx responses under load`);
    if (login.non2xx > 0) throw new Error(`login answered ${login.non2xx} non-2xx responses under load`);
    return { me, bare: bareSummary, ratio: me.rps / bareSummary.rps, login, connections: 32 };
  } finally {
    bare.kill();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
