import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, invalid } from './errors';
import { XLSX_MIME, type WorkbookFile } from './xlsx';
import { contentDisposition } from '../modules/file/file.presenter';
import { FILES_FIELD } from '../modules/file/file.upload';

/** Sends a workbook a service made as a download under its Korean name; exports of personal data are never cached. */
export function sendWorkbook(reply: FastifyReply, file: WorkbookFile): FastifyReply {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition('attachment', file.fileName))
    .header('cache-control', 'no-store')
    .send(file.bytes);
}

/**
 * The one workbook of an import request (multipart field `files`), read into memory up to `maxBytes` (larger: 413);
 * it is read, not stored. Anything that is not an .xlsx (a zip) is refused with `notXlsxMessage`.
 */
export async function readWorkbookUpload(
  request: FastifyRequest,
  options: { maxBytes: number; requiredMessage: string; notXlsxMessage: string },
): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid(FILES_FIELD, options.requiredMessage);
  let bytes: Buffer;
  try {
    const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
    if (!part || part.fieldname !== FILES_FIELD || !part.filename) throw invalid(FILES_FIELD, options.requiredMessage);
    bytes = await part.toBuffer();
  } catch (error) {
    throw malformed(error);
  }
  // an .xlsx is a zip: PK\3\4
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) throw new AppError('UNSUPPORTED_TYPE', options.notXlsxMessage);
  return bytes;
}

/** A broken or cut-off multipart body is the client's fault (400); Fastify's own limits keep their mapping (413). */
function malformed(error: unknown): unknown {
  if (error instanceof AppError || (error as { code?: string }).code?.startsWith('FST_')) return error;
  return new AppError('BAD_REQUEST', '업로드 요청이 올바르지 않습니다. 다시 시도해 주세요.');
}
