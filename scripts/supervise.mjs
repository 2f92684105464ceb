// `npm start`'s supervisor (start.mjs): runs the server in a child process and starts it again when it exits on its
// own with a failure, so a centre's single PC recovers by itself — the server closes and exits non-zero when its
// embedded database's thread dies (docs/decisions/010-pglite-on-a-worker-thread.md). SIGINT and SIGTERM are passed on
// to the server and stop it without a restart.
import { spawn } from 'node:child_process';

/** The server's exit code for a start that cannot succeed as configured (main.ts): starting it again would not help. */
export const EXIT_CONFIG = 78;

export const defaultPolicy = { limit: 5, windowMs: 120_000, baseDelayMs: 1000 };

/**
 * After a crash at `now`, given the times of the earlier ones: start again after `delayMs` (1, 2, 4, 8 s while they
 * come close together), or give up at the `limit`th crash within `windowMs`.
 */
export function restartPolicy(crashes, now, { limit, windowMs, baseDelayMs } = defaultPolicy) {
  const recent = [...crashes.filter((time) => now - time < windowMs), now];
  if (recent.length >= limit) return { giveUp: true, crashes: recent };
  return { giveUp: false, delayMs: baseDelayMs * 2 ** (recent.length - 1), crashes: recent };
}

/**
 * Runs `node …args` with `env` until it exits with 0 or EXIT_CONFIG, stops on SIGINT/SIGTERM, or crashes too often.
 * Resolves with the exit code for this process.
 */
export function supervise(args, { env = process.env, policy = defaultPolicy, log = console.error } = {}) {
  return new Promise((resolve) => {
    let child;
    let stopping = false;
    let timer;
    let crashes = [];
    const finish = (code) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve(code);
    };
    function stop(signal) {
      stopping = true;
      clearTimeout(timer);
      if (child) child.kill(signal);
      else finish(0);
    }
    const start = () => {
      child = spawn(process.execPath, args, { stdio: 'inherit', env });
      child.on('exit', (code, signal) => {
        child = undefined;
        if (stopping || code === 0 || code === EXIT_CONFIG) return finish(code ?? 1);
        const how = signal ? `signal ${signal}` : `exit code ${code}`;
        const next = restartPolicy(crashes, Date.now(), policy);
        crashes = next.crashes;
        if (next.giveUp) {
          const window = policy.windowMs >= 60_000 ? `${policy.windowMs / 60_000}분` : `${policy.windowMs / 1000}초`;
          log(`\n서버가 ${window} 안에 ${policy.limit}번 멈춰 다시 시작하지 않습니다 (${how}). 위의 오류 기록을 관리 담당자에게 전해 주세요.\n`);
          return finish(code || 1);
        }
        log(`\n서버가 멈췄습니다 (${how}). ${next.delayMs / 1000}초 뒤 다시 시작합니다.\n`);
        timer = setTimeout(start, next.delayMs);
      });
    };
    process.on('SIGINT', stop).on('SIGTERM', stop);
    start();
  });
}
