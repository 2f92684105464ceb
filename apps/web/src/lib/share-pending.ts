/**
 * Wraps an async call so that callers arriving while it runs share that one call; the first call after it has settled
 * (either way) starts a new one. The session guards restore the session this way.
 */
export function sharePending(run: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | null = null;
  return () =>
    (pending ??= run().finally(() => {
      pending = null;
    }));
}
