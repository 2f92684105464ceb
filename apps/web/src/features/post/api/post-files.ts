import { fileEndpoints, type PostRefType, type StoredFile } from '@kg/contract';
import { fetchFile, upload } from '@/api/client';
import { downloadFile } from '@/lib/download-file';

type UploadOptions = { tempKey: string | undefined; onProgress: (percent: number) => void; signal?: AbortSignal };

/** One attachment of a post (reference type NOTICE, EDU or EVENT), joining `tempKey` when there is one. */
export function uploadPostAttachment(refType: PostRefType, file: File, { tempKey, onProgress, signal }: UploadOptions) {
  return upload(fileEndpoints.uploadContent, { query: { refType, tempKey }, files: [file], onProgress, signal });
}

/** One image of the post's text (the server takes one per request), joining `tempKey` when there is one. */
export function uploadPostEditorImage(file: File, { tempKey, onProgress, signal }: UploadOptions) {
  return upload(fileEndpoints.uploadEditorImage, { query: { tempKey }, files: [file], onProgress, signal });
}

/** Saves an attachment under its Korean name (the server's Content-Disposition, else the stored name). */
export async function downloadAttachment(file: Pick<StoredFile, 'fileId' | 'fileName'>): Promise<string> {
  return downloadFile(await fetchFile(fileEndpoints.read, { params: { fileId: file.fileId } }), file.fileName);
}
