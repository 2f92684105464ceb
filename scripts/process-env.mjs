// Environment the server process must be started with (it cannot set these itself: they are read when the process
// starts). Used by start.mjs and app-process.ts (e2e, bench).
export const serverProcessEnv = {
  // glibc keeps up to 8 malloc arenas per core and rarely returns their free pages: after an album upload (sharp's
  // threads) the server kept ~150 MB more resident without this (issue 15 figures in the README's benchmark table)
  MALLOC_ARENA_MAX: '2',
};
