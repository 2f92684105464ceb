import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** one server per test worker (support/base-url.ts picks it) */
    baseUrls: string[];
    jwtSecret: string;
  }
}

/** Real servers (built web app + API + demo data), each on a temp DATA_DIR, for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startServer(jwtSecret)));
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  project.provide('jwtSecret', jwtSecret);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
