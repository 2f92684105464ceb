import fs from 'node:fs';

/** Resident memory of a process and its children (kB → MB), from /proc (Linux). */
export function treeRssMB(pid: number): number {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = fs.readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone, or no children file
    }
  }
  let kB = 0;
  for (const p of pids) {
    try {
      const match = /^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      if (match) kB += Number(match[1]);
    } catch {
      // exited meanwhile
    }
  }
  return Math.round(kB / 1024);
}

/** Samples every 100 ms until stopped; the peak. */
export function rssSampler(pid: number) {
  let peak = treeRssMB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMB(pid));
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeRssMB(pid));
    },
  };
}
