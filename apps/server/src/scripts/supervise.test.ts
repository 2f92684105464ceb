// `npm start`'s supervisor (scripts/supervise.mjs, the repository's scripts have no suite of their own): its restart
// policy, and real child processes standing in for the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPolicy, EXIT_CONFIG, restartPolicy, supervise } from '../../../../scripts/supervise.mjs';

describe('restart policy', () => {
  const minute = 60_000;

  it('starts again after 1, 2, 4 and 8 s while crashes come close together, and gives up at the fifth in 2 minutes', () => {
    let crashes: number[] = [];
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      const next = restartPolicy(crashes, i * 10_000);
      if (next.giveUp) throw new Error('gave up too early');
      delays.push(next.delayMs);
      crashes = next.crashes;
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
    expect(restartPolicy(crashes, 40_000).giveUp).toBe(true);
  });

  it('forgets crashes older than the window: a server that crashes now and then is always started again', () => {
    let crashes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const next = restartPolicy(crashes, i * (minute / 2 + 1));
      expect(next.giveUp).toBe(false);
      crashes = next.crashes;
    }
    expect(crashes.length).toBeLessThan(defaultPolicy.limit);
    // four crashes in the last two minutes, the first of them 2 minutes ago: it has left the window
    expect(restartPolicy([0, 30_000, 60_000, 90_000], 2 * minute)).toMatchObject({ giveUp: false, delayMs: 8000 });
  });
});

describe('supervise', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-supervise-'));
  const starts = path.join(dir, 'starts');
  const fast = { ...defaultPolicy, baseDelayMs: 10 };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /**
   * A stand-in for the server: does what `outcomes` says for its nth start (an exit code, 'kill' itself, or 'serve'
   * until SIGTERM) and appends its name to `starts` once it is doing it.
   */
  function fakeServer(name: string, outcomes: string[]): string {
    const file = path.join(dir, `${name}.mjs`);
    const [log, self] = [JSON.stringify(starts), JSON.stringify(name)];
    fs.writeFileSync(
      file,
      `import fs from 'node:fs';
      const before = fs.existsSync(${log}) ? fs.readFileSync(${log}, 'utf8').split('\\n').filter((line) => line === ${self}).length : 0;
      const outcome = ${JSON.stringify(outcomes)}[before] ?? 'serve';
      if (outcome === 'serve') {
        process.on('SIGTERM', () => { fs.appendFileSync(${log}, 'stopped\\n'); process.exit(0); });
        setInterval(() => undefined, 1000);
      }
      fs.appendFileSync(${log}, ${self} + '\\n');
      if (outcome === 'kill') process.kill(process.pid, 'SIGKILL');
      else if (outcome !== 'serve') process.exit(Number(outcome));`,
    );
    return file;
  }
  const lines = () => (fs.existsSync(starts) ? fs.readFileSync(starts, 'utf8').split('\n') : []);
  const startsOf = (name: string) => lines().filter((line) => line === name).length;

  it('starts a server that crashed again (an exit code, a signal) and ends with it when it exits with 0', async () => {
    const messages: string[] = [];
    const code = await supervise([fakeServer('recovers', ['1', 'kill', '0'])], { policy: fast, log: (m) => messages.push(m) });
    expect(code).toBe(0);
    expect(startsOf('recovers')).toBe(3);
    expect(messages.map((m) => m.trim())).toEqual([
      '서버가 멈췄습니다 (exit code 1). 0.01초 뒤 다시 시작합니다.',
      '서버가 멈췄습니다 (signal SIGKILL). 0.02초 뒤 다시 시작합니다.',
    ]);
  });

  it('gives up with a message after five crashes close together, with the server’s exit code', async () => {
    const messages: string[] = [];
    const code = await supervise([fakeServer('crashes', ['3', '3', '3', '3', '3', '0'])], { policy: fast, log: (m) => messages.push(m) });
    expect(code).toBe(3);
    expect(startsOf('crashes')).toBe(5);
    expect(messages.at(-1)?.trim()).toBe('서버가 2분 안에 5번 멈춰 다시 시작하지 않습니다 (exit code 3). 위의 오류 기록을 관리 담당자에게 전해 주세요.');
  });

  it('does not start again a server that cannot start as configured (a DATA_DIR in use, a bad variable)', async () => {
    const messages: string[] = [];
    const code = await supervise([fakeServer('misconfigured', [String(EXIT_CONFIG), '0'])], { policy: fast, log: (m) => messages.push(m) });
    expect(code).toBe(EXIT_CONFIG);
    expect(startsOf('misconfigured')).toBe(1);
    expect(messages).toEqual([]);
  });

  it('passes SIGTERM on to the server and ends without starting it again', async () => {
    // its own process: the signal goes to the supervisor as `kill` or a service manager would send it
    const supervisor = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { supervise } from ${JSON.stringify(new URL('../../../../scripts/supervise.mjs', import.meta.url).href)};
        process.exit(await supervise([${JSON.stringify(fakeServer('serving', []))}]));`,
      ],
      { stdio: 'inherit' },
    );
    const exited = new Promise<number | null>((resolve) => supervisor.on('exit', resolve));
    while (startsOf('serving') === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(lines()).toContain('stopped');
    expect(startsOf('serving')).toBe(1);
  }, 60_000);
});
