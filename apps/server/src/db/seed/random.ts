/**
 * Deterministic pseudo-random generator (mulberry32) for the seeds: the same seed gives the same data every run.
 * Not for anything security-related.
 */
export type Rng = {
  /** [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
  /** picks by weight: [[value, weight], …] */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** n distinct elements in random order (all of them when n >= length) */
  sample<T>(list: readonly T[], n: number): T[];
  shuffle<T>(list: readonly T[]): T[];
  /** a new generator derived from this one (independent streams, e.g. one per class) */
  fork(salt: number): Rng;
};

export const DEMO_SEED = 20_260_301;
export const LARGE_SEED = 7_340_021;

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  return {
    next,
    int,
    pick: (list) => {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[Math.floor(next() * list.length)];
    },
    chance: (probability) => next() < probability,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, weight] of entries) {
        r -= weight;
        if (r < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    sample: (list, n) => shuffle(list).slice(0, Math.max(0, n)),
    shuffle,
    fork: (salt) => createRng((Math.imul(seed ^ 0x9e3779b9, 31) + Math.imul(salt + 1, 0x85ebca6b)) >>> 0),
  };
}
