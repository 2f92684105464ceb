// The direct PGlite side (replay.ts › pgliteReplayer): opens the DATA_DIR's database on this thread (the most direct
// way to run SQL on it: no worker thread between, unlike the server), runs the server's once-per-connection `prepare`
// statements, then replays whatever sequences the bench sends.
import { PGlite } from '@electric-sql/pglite';
import { pgliteDirOf } from '../../apps/server/src/db/client';
import { pgliteOptions } from '../../apps/server/src/db/pglite-options';
import { measureReplay, type ReplayReply, type ReplayRequest } from './replay';
import { pgliteExecutor } from './sql-executors';
import type { Statement } from './sql-sequence';

const [dataDir, setupJson] = process.argv.slice(2);
const setup = JSON.parse(setupJson) as Statement[];
const send = (reply: ReplayReply) => process.send?.(reply);

// the server's extensions: its indexes use them (a trigram index cannot be read without pg_trgm)
const client = await PGlite.create(pgliteDirOf(dataDir), pgliteOptions);
for (const statement of setup) await client.exec(statement.text);
const executor = pgliteExecutor(client);

process.on('message', (message: ReplayRequest) => {
  if (message.type === 'close') {
    void client.close().then(() => process.exit(0));
    return;
  }
  measureReplay(executor, message.sequence, message.workers, message.seconds).then(
    (result) => send({ type: 'result', id: message.id, result }),
    (error: unknown) => send({ type: 'result', id: message.id, error: String(error) }),
  );
});
send({ type: 'ready' });
