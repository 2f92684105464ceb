// `npm run restore -- <archive.tar.gz>`: rebuilds a STOPPED deployment from a backup into an empty DATA_DIR, or an
// empty database with DATABASE_URL (docs/product/backup.md#restore). A PGlite archive restores into PostgreSQL alike.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { createStorage } from '../modules/file/storage.factory';
import { RestoreError, restoreArchive } from '../modules/backup/backup.restore';

async function main() {
  const argument = process.argv[2];
  if (!argument) fail('사용법: npm run restore -- <백업 파일.tar.gz>');
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  if (!fs.existsSync(file)) fail(`백업 파일이 없습니다: ${file}`);
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 2 }).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) fail(`서버가 DATA_DIR을 쓰고 있습니다 (pid ${error.pid}). 서버를 멈추고, 비어 있는 DATA_DIR에 복원해 주세요.`);
    throw error;
  });
  try {
    const storage = await createStorage(config.storage, config.dataDir);
    const report = await restoreArchive(fs.createReadStream(file), { database, storage });
    const rows = Object.values(report.manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `복원했습니다: ${report.manifest.createdAt}의 백업 (${report.manifest.database}, 구조 ${report.manifest.schema.tag}), ` +
        `표 ${Object.keys(report.manifest.tables).length}개 ${rows}행, 파일 ${report.files}개 — 행 수와 체크섬이 백업과 같습니다.`,
    );
    if (report.migrationsApplied > 0) console.log(`이 버전의 데이터베이스 변경 ${report.migrationsApplied}개를 이어서 적용했습니다.`);
    if (report.missingFiles.length > 0) console.log(`백업하는 동안 지워진 파일 ${report.missingFiles.length}개는 백업에 없었습니다.`);
    console.log('이제 서버를 시작하세요 (npm start). 모든 사용자는 다시 로그인합니다.');
  } catch (error) {
    if (!(error instanceof RestoreError)) throw error;
    process.exitCode = 1;
    console.error(error.message);
  } finally {
    await database.close();
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

void main();
