import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** one server per test worker (support/base-url.ts picks it) */
    baseUrls: string[];
    jwtSecret: string;
  }
}

/**
 * Real servers (built web app + API + demo data), each on a temp DATA_DIR, for the whole end-to-end run: one per test
 * worker (vitest.config.ts maxWorkers), so the files a worker runs one after another never share a centre with the
 * file running beside them.
 */
export default async function setup(project: TestProject) {
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  const servers = await Promise.all(Array.from({ length: project.config.maxWorkers }, () => startServer(jwtSecret)));
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  project.provide('jwtSecret', jwtSecret);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
