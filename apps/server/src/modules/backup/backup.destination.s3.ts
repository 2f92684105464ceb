import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3ServiceException, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { Config } from '../../config';
import { createS3Client } from '../file/storage.s3';
import { destinationNames, parseStatus, type BackupDestination } from './backup.destination';

type S3BackupConfig = Extract<Config['backup']['destination'], { kind: 's3' }>;

/** Archives in an S3 bucket under BACKUP_S3_PREFIX; multipart uploads, so an archive appears only once complete. */
export function s3Destination(config: S3BackupConfig): BackupDestination {
  const client = createS3Client(config);
  const Bucket = config.bucket;
  const keyOf = (name: string) => `${config.prefix}${name}`;
  return {
    kind: 's3',
    write: async (name, body) => {
      let size = 0;
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of body) {
            size += (chunk as Buffer).length;
            yield chunk as Buffer;
          }
        })(),
      );
      await new Upload({ client, params: { Bucket, Key: keyOf(name), Body: counted }, partSize: 8 * 1024 * 1024, queueSize: 2 }).done();
      return { size };
    },
    list: async () => {
      const names: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: config.prefix })) {
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(config.prefix.length);
          if (name && destinationNames.ARCHIVE_NAME.test(name)) names.push(name);
        }
      }
      return names.sort();
    },
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    readStatus: async () => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(destinationNames.STATUS_NAME) }));
        return parseStatus((await object.Body?.transformToString()) ?? null);
      } catch (error) {
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
        throw error;
      }
    },
    writeStatus: async (status) => {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(destinationNames.STATUS_NAME), Body: JSON.stringify(status), ContentType: 'application/json' }),
      );
    },
  };
}
