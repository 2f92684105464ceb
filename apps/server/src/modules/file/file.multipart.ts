import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILE_FIELD_MESSAGE, FILE_REQUIRED_MESSAGE, tooManyFilesMessage } from '@kg/contract';
import { AppError, invalid } from '../../lib/errors';
import {
  FILES_FIELD,
  removeKeys,
  storeFile,
  type PendingFile,
  type ReadUploads,
  type ReadUploadsOptions,
  type UploadDeps,
  type UploadSource,
} from './file.upload';

/** The multipart body of an upload route as an UploadSource: routes read HTTP, services only ask for files. */
export function multipartSource(request: FastifyRequest, reply: FastifyReply): UploadSource {
  return { read: (deps, options) => readUploads(deps, request, reply, options) };
}

/**
 * Reads a multipart request: every part in the `files` field is stored (see storeFile), other text fields are
 * collected. All or nothing: on any failure the objects already written are removed, the rest of the body is
 * discarded and the connection closed, and the error is rethrown.
 */
async function readUploads(
  deps: UploadDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ReadUploadsOptions = {},
): Promise<ReadUploads> {
  const maxFiles = Math.min(options.maxFiles ?? deps.limits.maxFiles, deps.limits.maxFiles);
  const tooMany = options.tooManyFiles ?? ((n: number) => new AppError('TOO_LARGE', tooManyFilesMessage(n)));
  const requiredMessage = options.requiredMessage ?? FILE_REQUIRED_MESSAGE;
  if (!request.isMultipart()) throw invalid(FILES_FIELD, requiredMessage);

  const written: string[] = [];
  const files: PendingFile[] = [];
  const fields: Record<string, string[]> = {};
  let current: MultipartFile | null = null;
  try {
    let parts: ReturnType<FastifyRequest['parts']>;
    try {
      parts = request.parts({ limits: { files: maxFiles } });
    } catch (error) {
      throw multipartError(error, maxFiles, tooMany, true);
    }
    for (;;) {
      let next: IteratorResult<Awaited<ReturnType<typeof parts.next>>['value']>;
      try {
        next = await parts.next();
      } catch (error) {
        throw multipartError(error, maxFiles, tooMany, true);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        (fields[part.fieldname] ??= []).push(String(part.value));
        continue;
      }
      current = part;
      if (part.fieldname !== FILES_FIELD) throw invalid(FILES_FIELD, FILE_FIELD_MESSAGE);
      if (!part.filename) {
        // a browser sends an empty, nameless part when nothing was picked
        for await (const chunk of part.file) void chunk;
        current = null;
        continue;
      }
      if (files.length >= maxFiles) throw tooMany(maxFiles);
      try {
        // browsers escape a double quote in the multipart filename as %22 (HTML spec); undo that one escape
        files.push(await storeFile(deps, part.file, part.filename.replace(/%22/g, '"'), written, options));
      } catch (error) {
        throw multipartError(error, maxFiles, tooMany);
      }
      current = null;
    }
    if (files.length === 0) throw invalid(FILES_FIELD, requiredMessage);
    return { files, fields };
  } catch (error) {
    await removeKeys(deps.storage, written);
    abandonBody(request, reply, current);
    throw error;
  }
}

/**
 * An upload failure as the client should see it. Anything the multipart parser itself raises (no boundary, a body cut
 * short, a malformed part header — busboy's wording varies) is the client's malformed request: 400, never 500.
 */
function multipartError(error: unknown, maxFiles: number, tooMany: (n: number) => AppError, fromParser = false): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return tooMany(maxFiles);
  if (code && code.startsWith('FST_')) return error; // mapped by the error plugin (413 limits, 400 malformed)
  const message = error instanceof Error ? error.message : '';
  const malformed = /Unexpected end of (form|multipart data)|Boundary not found|Malformed|terminated early|Premature close|aborted/i;
  if (fromParser || code === 'ERR_STREAM_PREMATURE_CLOSE' || malformed.test(message)) {
    return new AppError('BAD_REQUEST', '업로드 요청이 올바르지 않습니다. 다시 시도해 주세요.');
  }
  return error;
}

/** Stops reading a multipart body we are rejecting: discard what is in flight and close the connection after the reply. */
function abandonBody(request: FastifyRequest, reply: FastifyReply, current: MultipartFile | null) {
  if (request.raw.readableEnded) return;
  current?.file.destroy();
  request.raw.unpipe();
  request.raw.resume();
  if (!reply.sent) reply.header('connection', 'close');
}
