import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    jwtSecret: string;
  }
}

/** One real server (built web app + API + demo data) on a temp DATA_DIR for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('jwtSecret', server.jwtSecret);
  return async () => server.stop();
}
