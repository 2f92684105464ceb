// `npm run create-admin -- --id <login id> --name <이름> [--centre <원 이름>]`: the first admin of a production centre
// (no demo data); --centre names the centre.
// Prints a one-time password once; it must be changed at first login.
import { parseArgs } from 'node:util';
import { teacherIdSchema } from '@kg/contract';
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { AdminExistsError, createFirstAdmin } from '../db/seed/first-admin';

async function main() {
  const { values } = parseArgs({ options: { id: { type: 'string' }, name: { type: 'string' }, centre: { type: 'string' } } });
  const loginId = teacherIdSchema.safeParse(values.id ?? '');
  const name = (values.name ?? '').trim();
  if (!loginId.success || name === '' || name.length > 50) {
    console.error('Usage: npm run create-admin -- --id <login id> --name <name> [--centre <centre name>]\n' + (loginId.error?.issues[0]?.message ?? ''));
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nStop the server first: the embedded database is opened by one process at a time.`);
      process.exit(1);
    }
    throw error;
  });
  try {
    await runMigrations(database);
    const centreName = values.centre?.trim().slice(0, 100) || undefined;
    const admin = await createFirstAdmin(database.db, { loginId: loginId.data, name, centreName });
    console.log(`Created admin "${admin.loginId}" (tno ${admin.tno}).`);
    console.log(`One-time password: ${admin.oneTimePassword}`);
    console.log('It is shown only now. Sign in with it; the app asks for a new password first.');
  } catch (error) {
    if (!(error instanceof AdminExistsError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
