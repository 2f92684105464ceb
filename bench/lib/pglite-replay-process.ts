// The direct PGlite side (replay.ts › pgliteReplayer): opens the DATA_DIR as the server does, runs the server's
// once-per-connection `prepare` statements, then replays whatever sequences the bench sends.
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../apps/server/src/db/client';
import { measureReplay, type ReplayReply, type ReplayRequest } from './replay';
import { pgliteExecutor } from './sql-executors';
import type { Statement } from './sql-sequence';

const [dataDir, setupJson] = process.argv.slice(2);
const setup = JSON.parse(setupJson) as Statement[];
const send = (reply: ReplayReply) => process.send?.(reply);

const database = await openDatabase({ dataDir });
const client = (database.db as unknown as { $client: PGlite }).$client;
for (const statement of setup) await client.exec(statement.text);
const executor = pgliteExecutor(client);

process.on('message', (message: ReplayRequest) => {
  if (message.type === 'close') {
    void database.close().then(() => process.exit(0));
    return;
  }
  measureReplay(executor, message.sequence, message.workers, message.seconds).then(
    (result) => send({ type: 'result', id: message.id, result }),
    (error: unknown) => send({ type: 'result', id: message.id, error: String(error) }),
  );
});
send({ type: 'ready' });
