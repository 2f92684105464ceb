import type { TestProject } from 'vitest/node';
import { buildDatabaseImage, type DatabaseImage } from './database-image';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every test database starts from (test/database-image.ts). */
    databaseImage: DatabaseImage;
  }
}

/** Once per run: initdb and the migrations, for every test file's database to be copied from (test/test-database.ts). */
export default async function setup(project: TestProject) {
  const { image, dispose } = await buildDatabaseImage();
  project.provide('databaseImage', image);
  return dispose;
}
