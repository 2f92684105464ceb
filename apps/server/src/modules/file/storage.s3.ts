import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../config';
import { StorageNotFoundError, assertStorageKey, isStorageKey, type ByteRange, type Storage } from './storage';

export type S3StorageConfig = Extract<Config['storage'], { kind: 's3' }>;
/** What an S3 client needs, for the uploads' bucket (STORAGE=s3) and the backups' (BACKUP_S3_BUCKET) alike. */
export type S3ConnectionConfig = Omit<S3StorageConfig, 'kind' | 'bucket'>;

/** 5 MiB is S3's smallest part; with two parts in flight one upload holds about 10–15 MiB in memory, whatever its size. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export function createS3Client(config: S3ConnectionConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // the SDK's default CRC32 checksums (sent as aws-chunked trailers) are refused by many S3-compatible servers
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, …), shared by every instance (README › Configuration).
 * Writes stream as multipart uploads, so an object appears only once complete.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    config: S3StorageConfig,
    /** objects per listing request; S3 answers at most 1000 */
    private readonly listPageSize = 1000,
  ) {
    this.bucket = config.bucket;
    this.client = createS3Client(config);
  }

  async put(key: string, body: Readable | Iterable<Uint8Array> | AsyncIterable<Uint8Array>): Promise<{ size: number }> {
    assertStorageKey(key);
    let size = 0;
    const source = body instanceof Readable ? body : Readable.from(body, { objectMode: false });
    const counted = Readable.from(
      (async function* () {
        for await (const chunk of source) {
          size += chunk.length;
          yield chunk;
        }
      })(),
      { objectMode: false },
    );
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      // aborted below instead, so the caller gets the body's error (e.g. TOO_LARGE) even when the abort fails
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      counted.destroy();
      if (upload.uploadId) await this.abortUpload(key, upload.uploadId).catch(() => undefined); // removeStalePartials retries
      throw error;
    }
    return { size };
  }

  async createReadStream(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`S3 GetObject returned no stream for ${key}`);
      return object.Body;
    } catch (error) {
      if (isAbsent(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<{ size: number } | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isAbsent(error)) return null;
      throw error;
    }
  }

  async *listKeysOlderThan(before: Date): AsyncIterable<string> {
    const pages = paginateListObjectsV2({ client: this.client, pageSize: this.listPageSize }, { Bucket: this.bucket });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key && isStorageKey(object.Key) && object.LastModified && object.LastModified < before) yield object.Key;
      }
    }
  }

  /** Aborts multipart uploads (a crashed or failed put) started before `before`; their parts are billed until then. */
  async removeStalePartials(before: Date): Promise<number> {
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      const page = await this.client
        .send(new ListMultipartUploadsCommand({ Bucket: this.bucket, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }))
        .catch((error: unknown) => {
          // a server without ListMultipartUploads (s3rver, the tests' server) leaves nothing this call could abort
          if (error instanceof S3ServiceException && error.name === 'NotImplemented') return null;
          throw error;
        });
      if (!page) return removed;
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !isStorageKey(upload.Key) || !upload.Initiated || upload.Initiated >= before) continue;
        await this.abortUpload(upload.Key, upload.UploadId);
        removed++;
      }
      if (!page.IsTruncated || !page.NextKeyMarker) return removed;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }

  private async abortUpload(key: string, uploadId: string): Promise<void> {
    await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }));
  }
}

/** NoSuchKey from GET, a bare 404 from HEAD (which has no body to name the error); a missing bucket is not "absent". */
function isAbsent(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket');
}
