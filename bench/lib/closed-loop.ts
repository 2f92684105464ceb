/**
 * One load round's figures: completed requests ÷ the round's length, and percentiles of every completed request's
 * latency (for the direct SQL replay here; wrk.ts reads the same from wrk for the API).
 */
export type RoundResult = { rps: number; p50: number; p95: number; requests: number; errors: number };

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function roundResult(latencies: number[], seconds: number, errors: number): RoundResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rps: Math.round(sorted.length / seconds),
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    requests: sorted.length,
    errors,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A short sequential warm-up (connections open, plans cached, code warm: up to 10 runs or 150 ms), then `workers`
 * loops each running `task` back to back for `seconds`; work started before the end is awaited and counted, over the
 * time it really took (a slow page is measured by its completions, not cut off).
 */
export async function closedLoop(task: () => Promise<unknown>, workers: number, seconds: number): Promise<RoundResult> {
  const warmUntil = performance.now() + 150;
  for (let i = 0; i < 10 && performance.now() < warmUntil; i++) await task();
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown = null;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await task();
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors++;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  if (firstError && !latencies.length) throw firstError;
  return roundResult(latencies, (performance.now() - started) / 1000, errors);
}
