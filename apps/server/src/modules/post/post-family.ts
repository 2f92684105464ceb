import { and, eq } from 'drizzle-orm';
import type { PostRefType } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { files, type FileRow } from '../../db/schema/index';
import { FILE_API_BASE } from '@kg/contract';
import { postFiles } from './post-files';

/**
 * A website post in the parent app (공지사항, 행사; docs/product/parent-app.md): its files are read through the post's
 * own family call, never /api/file (a staff call), so the sanitised HTML's images point there too.
 */

const FILE_SRC = new RegExp(`src="${FILE_API_BASE}/(\\d+)"`, 'g');

/** The post's HTML with each `<img src="/api/file/{id}">` read through `urlOf(id)`. */
export function familyContent(html: string, urlOf: (fileId: number) => string): string {
  return html.replace(FILE_SRC, (_, id: string) => `src="${urlOf(Number(id))}"`);
}

/** The post's attachments (editor images are in its HTML). */
export async function familyAttachments(db: DbOrTx, refType: PostRefType, refId: number): Promise<FileRow[]> {
  return (await postFiles(db, refType, refId)).attachments;
}

/** One file of the post (an attachment or an image of its text), or undefined. */
export async function findPostFile(db: DbOrTx, refType: PostRefType, refId: number, fileId: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.refType, refType), eq(files.refId, refId)))
    .limit(1);
  return row;
}
