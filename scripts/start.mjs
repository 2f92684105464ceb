// `npm start`: builds what is missing (build-missing.mjs), then runs the built server (SPA + API) with plain node in
// this process.
import { pathToFileURL } from 'node:url';
import { serverBundle } from './build-missing.mjs';

process.env.TZ ??= 'Asia/Seoul';
await import(pathToFileURL(serverBundle).href);
