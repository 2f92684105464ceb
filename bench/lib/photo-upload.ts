/**
 * An album of 50 photos of ~4 MB uploaded as the web app does it (one photo per multipart request, the first alone to
 * get the tempKey, then UPLOAD_CONCURRENCY at once; then the album is saved), beside the server's own processImage on the
 * same photos at the same concurrency in a process of its own. The server's RSS is sampled throughout.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { XSRF_COOKIE, XSRF_HEADER, authEndpoints, endpointUrl, photoEndpoints, type MeData } from '@kg/contract';
import { fetchRequester, getData, signIn } from './http-session';
import { postMultipart } from './multipart-post';
import { FILES_FIELD } from '../../apps/server/src/modules/file/file.upload';
import { treeRssMB } from './rss';
import pg from 'pg';
import { ensureSeeded, postgresUrl } from './seed-cache';
import { median, startApp } from './server';
import type { SharpAloneRequest, SharpAloneResult } from './photo-sharp-alone';

const PHOTO_COUNT = 50;
/** The album form's parallel uploads (UPLOAD_CONCURRENCY in apps/web/src/features/photo/components/photo-album-form.tsx). */
const UPLOAD_CONCURRENCY = 3;
const PHOTO_DIR = path.join(import.meta.dirname, '../.data/photos');
const SAMPLE_MS = 50;
const SETTLE_MS = 5_000;

/** Runs `work` on every item as the web app's upload queue does: the first alone, then `concurrency` at a time. */
export async function likeTheWebApp<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>, concurrency = UPLOAD_CONCURRENCY) {
  if (items.length === 0) return [];
  const results: R[] = [await work(items[0], 0)];
  let next = 1;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

// ------------------------------------------------------------------------------------------------ the photos

/** A 4000×3000 photo-like JPEG of ~4 MB (smooth colour, mid detail and sensor-like grain), different for each seed. */
async function makePhoto(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  let state = seed * 7919 + 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const field = async (w: number, h: number) => {
    const raw = Buffer.alloc(w * h * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(random() * 256);
    return sharp(raw, { raw: { width: w, height: h, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  };
  const colour = await field(40, 30);
  const detail = await field(800, 600);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    const value = colour[i] * 0.75 + (detail[i] - 128) * 0.35 + (random() - 0.5) * 14;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

/** The album's photos, made once into bench/.data/photos. */
async function albumPhotos(log: (line: string) => void): Promise<string[]> {
  fs.mkdirSync(PHOTO_DIR, { recursive: true });
  const paths: string[] = [];
  for (let n = 1; n <= PHOTO_COUNT; n++) {
    const file = path.join(PHOTO_DIR, `photo-${String(n).padStart(2, '0')}.jpg`);
    if (!fs.existsSync(file)) {
      if (n === 1) log(`making ${PHOTO_COUNT} photos into ${path.relative(process.cwd(), PHOTO_DIR)} (first run only)…`);
      fs.writeFileSync(`${file}.tmp`, await makePhoto(n));
      fs.renameSync(`${file}.tmp`, file);
    }
    paths.push(file);
  }
  return paths;
}

// ------------------------------------------------------------------------------------------------ RSS

/** Samples a process's resident set every SAMPLE_MS: before, peak, and SETTLE_MS after the work. */
function rssSampler(pid: number) {
  const before = treeRssMB(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMB(pid));
  }, SAMPLE_MS);
  return {
    async finish() {
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      clearInterval(timer);
      const after = treeRssMB(pid);
      return { before, peak: Math.max(peak, after), after };
    },
  };
}

export type Rss = Awaited<ReturnType<ReturnType<typeof rssSampler>['finish']>>;

// ------------------------------------------------------------------------------------------------ the server

type Session = { baseUrl: string; headers: Record<string, string>; classId: number };

/** teacher1 of the demo centre, as the browser holds it: cookies plus the XSRF header. */
async function signInTeacher(baseUrl: string): Promise<Session> {
  const request = fetchRequester(baseUrl);
  const session = await signIn(request, 'staff', 'teacher1', 'teacher1234!');
  const { classId } = await getData<MeData>(request, session, authEndpoints.me.path);
  if (classId === null) throw new Error('teacher1 has no class');
  const xsrf = new RegExp(`(?:^|; )${XSRF_COOKIE}=([^;]*)`).exec(session.cookie)?.[1];
  if (!xsrf) throw new Error('no XSRF cookie after sign-in');
  return { baseUrl, headers: { cookie: session.cookie, [XSRF_HEADER]: decodeURIComponent(xsrf) }, classId };
}

async function data<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The web app's album: every photo its own request under one tempKey, then the save naming them in order. */
async function uploadAlbum(session: Session, paths: readonly string[]) {
  const { baseUrl, headers, classId } = session;
  const children = await data<{ childCode: number; photoConsent: boolean }[]>(
    await fetch(`${baseUrl}${endpointUrl(photoEndpoints.children, { classId })}`, { headers }),
    'children',
  );
  const childCodeSet = children.filter((c) => c.photoConsent).slice(0, 2).map((c) => c.childCode).join(',');
  let tempKey: string | undefined;
  const started = performance.now();
  const fileIds = await likeTheWebApp(paths, async (photo, index) => {
    const query = new URLSearchParams({ classId: String(classId), ...(tempKey ? { tempKey } : {}) });
    const response = await postMultipart(`${baseUrl}${photoEndpoints.upload.path}?${query}`, headers, { childCodeSet }, {
      field: FILES_FIELD,
      path: photo,
      name: `IMG_${String(index + 1).padStart(4, '0')}.jpg`,
      type: 'image/jpeg',
    });
    if (response.status !== 200) throw new Error(`upload of photo ${index + 1}: ${response.status} ${response.body}`);
    const result = (JSON.parse(response.body) as { data: { tempKey: string; files: { fileId: number }[] } }).data;
    tempKey ??= result.tempKey;
    return result.files[0].fileId;
  });
  const album = await data<{ photos: unknown[] }>(
    await fetch(`${baseUrl}${endpointUrl(photoEndpoints.create, { classId })}?${new URLSearchParams({ tempKey: tempKey! })}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ photoTitle: '벤치마크 사진첩', childCodeSet: childCodeSet.split(',').map(Number), photoDate: '2026-11-20', photoFileIds: fileIds }),
    }),
    'album save',
  );
  if (album.photos.length !== paths.length) throw new Error(`the album holds ${album.photos.length} photos, not ${paths.length}`);
  return Math.round(performance.now() - started);
}

/**
 * One upload right after a server start (the "first upload"): its wall time and the server's RSS. The centre
 * was seeded by an earlier start (seed-cache.ts), so the server holds what a running centre's server holds, not the
 * seed's leftovers.
 */
async function apiRound(centre: PhotoCentre, paths: string[]) {
  const app = await startApp(centre.dataDir, centre.env);
  try {
    const session = await signInTeacher(app.baseUrl);
    const rss = rssSampler(app.child.pid!);
    const ms = await uploadAlbum(session, paths);
    return { ms, rss: await rss.finish() };
  } finally {
    await app.stop();
  }
}

/** The same processImage work in a process of its own (photo-sharp-alone.ts). */
async function sharpAloneRound(paths: string[]) {
  const child = fork(path.join(import.meta.dirname, 'photo-sharp-alone.ts'), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  try {
    const message = (): Promise<unknown> =>
      new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', (code) => reject(new Error(`sharp-alone process exited with ${code}`)));
      });
    const ready = message();
    child.send({ paths } satisfies SharpAloneRequest);
    await ready;
    const rss = rssSampler(child.pid!);
    const done = message() as Promise<SharpAloneResult>;
    child.send('go');
    const { ms } = await done;
    return { ms, rss: await rss.finish() };
  } finally {
    await stop(child);
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill();
  await exited;
}

export type PhotoUploadOptions = { rounds?: number; reseed?: boolean; log?: (line: string) => void };

/** Where a round's server keeps the album: a copy of the demo centre, so the cached one stays as seeded. */
type PhotoCentre = { dataDir: string; env: Record<string, string>; drop(): Promise<void> };

async function pgliteCopy(options: { reseed: boolean; log: (line: string) => void }): Promise<PhotoCentre> {
  const demo = await ensureSeeded('pglite', 'demo', options);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-bench-photos-'));
  fs.cpSync(demo.dataDir, dataDir, { recursive: true });
  return { dataDir, env: {}, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** The PostgreSQL demo centre as a template copy (its uploaded files in a copied directory). */
async function postgresCopy(options: { reseed: boolean; log: (line: string) => void }): Promise<PhotoCentre> {
  const demo = await ensureSeeded('postgres', 'demo', options);
  if (demo.kind !== 'postgres') throw new Error('expected the PostgreSQL demo centre');
  const name = 'kg_bench_photos';
  const admin = new pg.Client({ connectionString: postgresUrl('postgres') });
  await admin.connect();
  const template = new URL(demo.databaseUrl).pathname.slice(1);
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-bench-photos-pg-'));
  fs.cpSync(demo.dataDir, dataDir, { recursive: true });
  return {
    dataDir,
    env: { DATABASE_URL: postgresUrl(name) },
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: postgresUrl('postgres') });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).finally(() => client.end());
    },
  };
}

const rssMedian = (runs: { rss: Rss }[]): Rss => ({
  before: median(runs.map((r) => r.rss.before)),
  peak: median(runs.map((r) => r.rss.peak)),
  after: median(runs.map((r) => r.rss.after)),
});

/**
 * `rounds` times: the sharp-alone process, then one server start and upload on each database (PGlite, PostgreSQL);
 * medians and every round's figures. The ratio is each database's upload ÷ the median sharp-alone time.
 */
export async function photoUpload({ rounds = 3, reseed = false, log = console.log }: PhotoUploadOptions = {}) {
  const paths = await albumPhotos(log);
  const megabytes = paths.reduce((sum, p) => sum + fs.statSync(p).size, 0) / 1024 / 1024;
  const alone: Awaited<ReturnType<typeof sharpAloneRound>>[] = [];
  const api = { pglite: [] as Awaited<ReturnType<typeof apiRound>>[], postgres: [] as Awaited<ReturnType<typeof apiRound>>[] };
  const centres = { pglite: await pgliteCopy({ reseed, log }), postgres: await postgresCopy({ reseed, log }) };
  try {
    for (let round = 0; round < rounds; round++) {
      log(`photos: round ${round + 1}/${rounds}`);
      alone.push(await sharpAloneRound(paths));
      api.pglite.push(await apiRound(centres.pglite, paths));
      api.postgres.push(await apiRound(centres.postgres, paths));
    }
  } finally {
    await centres.pglite.drop();
    await centres.postgres.drop();
  }
  const sharpAloneMs = median(alone.map((r) => r.ms));
  const onDatabase = (runs: typeof api.pglite) => {
    const apiMs = median(runs.map((r) => r.ms));
    return {
      apiMs,
      ratio: Math.round((apiMs / sharpAloneMs) * 100) / 100,
      serverRssMB: rssMedian(runs),
      /** the highest server peak of any round: the target holds for every upload */
      serverPeakMaxMB: Math.max(...runs.map((r) => r.rss.peak)),
      rounds: runs,
    };
  };
  return {
    photos: paths.length,
    photoMB: Math.round(megabytes * 10) / 10,
    concurrency: UPLOAD_CONCURRENCY,
    sharpAloneMs,
    sharpAloneRssMB: rssMedian(alone),
    sharpAloneRounds: alone,
    databases: { pglite: onDatabase(api.pglite), postgres: onDatabase(api.postgres) },
  };
}
