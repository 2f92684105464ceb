// `npm start`: builds what is missing (build-missing.mjs), then runs the built server (SPA + API) with plain node in a
// child process, started with the environment of process-env.mjs and started again after a crash (supervise.mjs).
import { serverBundle } from './build-missing.mjs';
import { serverProcessEnv } from './process-env.mjs';
import { supervise } from './supervise.mjs';

process.env.TZ ??= 'Asia/Seoul';
process.exit(await supervise([serverBundle], { env: { ...serverProcessEnv, ...process.env } }));
