/**
 * POSTs one file (and text fields) as multipart/form-data the way a browser sends a File: the file streamed from disk
 * with a Content-Length. Written on node:http with the file piped into the socket because the bench's client shares
 * the machine's two cores with the server: fetch with FormData and a Blob spent ~1.9 s of CPU on an album of 50
 * photos of 3.8 MB, time the server's image work then waited for (bench/results/HISTORY.md).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';

export type MultipartFile = { field: string; path: string; name: string; type: string };

export async function postMultipart(
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file: MultipartFile,
): Promise<{ status: number; body: string }> {
  const boundary = `----kgbench${crypto.randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { size } = await fs.promises.stat(file.path);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.write(head);
    const body = fs.createReadStream(file.path, { highWaterMark: 1024 * 1024 });
    body.on('error', reject);
    body.on('end', () => request.end(tail));
    body.pipe(request, { end: false });
  });
}
