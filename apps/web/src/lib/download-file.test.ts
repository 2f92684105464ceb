import { AxiosError, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { childEndpoints, parentEndpoints } from '@kg/contract';
import { api, ApiError, fetchFile } from '@/api/client';
import { downloadFile } from './download-file';

/** Fetches a download endpoint's file and saves it, as the features do. */
const fetchAndSave = (endpoint: typeof childEndpoints.exportExcel | typeof parentEndpoints.exportExcel, query: object, fallbackName: string) =>
  fetchFile(endpoint, { query }).then((file) => downloadFile(file, fallbackName));

const original = api.defaults.adapter;
const saved: { name: string; href: string }[] = [];

/** Answers every call with `status`, `body` and `headers`, as the server would. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const adapter: AxiosAdapter = async (config) => {
    const response = { data: body, status, statusText: '', headers, config, request: {} };
    if (status < 400) return response;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };
  api.defaults.adapter = adapter;
}

beforeEach(() => {
  saved.length = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  api.defaults.adapter = original;
});

describe('downloadFile (with fetchFile)', () => {
  it("saves the file under the Korean name of Content-Disposition filename*=UTF-8''", async () => {
    const disposition = `attachment; filename="children.xlsx"; filename*=UTF-8''${encodeURIComponent('원아목록_2026.xlsx')}`;
    answer(200, new Blob(['xlsx']), { 'content-disposition': disposition });
    await expect(fetchAndSave(childEndpoints.exportExcel, {}, '기본.xlsx')).resolves.toBe('원아목록_2026.xlsx');
    expect(saved).toEqual([{ name: '원아목록_2026.xlsx', href: 'blob:file' }]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });

  it('stops the name at the next parameter', async () => {
    answer(200, new Blob(['xlsx']), { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('학부모 목록.xlsx')}; size=4` });
    await expect(fetchAndSave(parentEndpoints.exportExcel, {}, '기본.xlsx')).resolves.toBe('학부모 목록.xlsx');
  });

  it('falls back to the given name without a filename* (or without the header)', async () => {
    answer(200, new Blob(['xlsx']), { 'content-disposition': 'attachment; filename="parents.xlsx"' });
    await expect(fetchAndSave(parentEndpoints.exportExcel, {}, '학부모_목록.xlsx')).resolves.toBe('학부모_목록.xlsx');
    answer(200, new Blob(['xlsx']));
    await expect(fetchAndSave(parentEndpoints.exportExcel, {}, '원아목록.xlsx')).resolves.toBe('원아목록.xlsx');
    expect(saved.map((s) => s.name)).toEqual(['학부모_목록.xlsx', '원아목록.xlsx']);
  });

  it('sends the params and asks for a blob', async () => {
    let seen: unknown;
    api.defaults.adapter = async (config) => {
      seen = { params: config.params, responseType: config.responseType };
      return { data: new Blob(['xlsx']), status: 200, statusText: '', headers: {}, config, request: {} };
    };
    await fetchAndSave(childEndpoints.exportExcel, { status: 'pause' }, '원아목록.xlsx');
    expect(seen).toEqual({ params: { status: 'pause' }, responseType: 'blob' });
  });

  it("a failed download (its error body is a Blob too) rejects with the server's Korean message", async () => {
    const body = { success: false, code: 'FORBIDDEN', message: '권한이 없습니다.', requestId: 'req-1' };
    answer(403, new Blob([JSON.stringify(body)], { type: 'application/json' }));
    const error = await fetchAndSave(childEndpoints.exportExcel, {}, '원아목록.xlsx').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: '권한이 없습니다.' });
    expect(saved).toEqual([]);
  });

  it('a failure whose body is not the JSON envelope (a proxy page) still rejects with an ApiError', async () => {
    answer(502, new Blob(['<html>Bad Gateway</html>'], { type: 'text/html' }));
    await expect(fetchAndSave(childEndpoints.exportExcel, {}, '원아목록.xlsx')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
    expect(saved).toEqual([]);
  });
});
