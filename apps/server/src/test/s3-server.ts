import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { loadConfig } from '../config';
import type { S3StorageConfig } from '../modules/file/storage.s3';

export type S3TestServer = {
  /** e.g. `http://127.0.0.1:41234` */
  endpoint: string;
  bucket: string;
  /** the variables that point the app at this server: `createTestApp({ env: s3.env })` or a child process's env */
  env: Record<string, string>;
  /** `config.storage` for those variables, e.g. `new S3Storage(s3.config)` */
  config: S3StorageConfig;
  /** every request answered or being answered, as `METHOD /bucket/key?query`, oldest first */
  requests(): string[];
  /** stops the server and deletes its directory */
  close(): Promise<void>;
};

// Runs in the child: argv is [s3rver module, data directory, bucket, request log]. Each request is logged
// synchronously before s3rver handles it, so a client that got its answer finds it in the log. The child ends when
// its parent closes stdin (or dies).
const SERVER_SCRIPT = `
const fs = require('node:fs');
const [modulePath, directory, bucket, requestLog] = process.argv.slice(1);
const S3rver = require(modulePath);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
server.run().then(({ port }) => {
  server.httpServer.prependListener('request', (req) => fs.appendFileSync(requestLog, req.method + ' ' + req.url + '\\n'));
  process.stdout.write(JSON.stringify({ port }) + '\\n');
});
process.stdin.on('close', () => process.exit(0));
process.stdin.resume();
`;

/**
 * A real S3-protocol server (s3rver) on a free loopback port in a child process, its objects in a new temp directory,
 * with one empty bucket. Its own process because s3rver signs ListObjectsV2 continuation tokens with DES, which
 * OpenSSL 3 offers only with --openssl-legacy-provider. s3rver does not implement ListMultipartUploads nor
 * AbortMultipartUpload (storage.s3.ts copes with both) and reads `bytes=0-0` as the whole object.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-s3-'));
  const requestLog = path.join(directory, 'requests.log');
  const objects = path.join(directory, 'objects');
  const bucket = 'kg-files';
  fs.writeFileSync(requestLog, '');
  const modulePath = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', SERVER_SCRIPT, modulePath, objects, bucket, requestLog], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const firstLine = once(readline.createInterface({ input: child.stdout }), 'line');
  const started = await Promise.race([firstLine.then(([line]) => String(line)), exited.then(() => null)]);
  if (started === null) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw new Error(`s3rver exited before listening (exit code ${child.exitCode})`);
  }
  const { port } = JSON.parse(started) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    // s3rver checks signatures against this fixed pair
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const storage = loadConfig(env).storage;
  if (storage.kind !== 's3') throw new Error('STORAGE=s3 did not configure S3 storage');
  return {
    endpoint,
    bucket,
    env,
    config: storage,
    requests: () => fs.readFileSync(requestLog, 'utf8').split('\n').filter(Boolean),
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.stdin.end();
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
