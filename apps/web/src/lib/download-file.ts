/** A file fetched from a `download` endpoint (`fetchFile` in '@/api/client'): its bytes and the server's name, if any. */
type FetchedFile = { blob: Blob; fileName: string | null };

/**
 * Lets the browser save what `href` points at as `fileName`, through a link it follows itself: for a URL of the API
 * the browser streams the answer to disk as it arrives (nothing is held in the page's memory).
 */
export function saveLink(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
}

/**
 * Follows a download URL of the API in this tab: the server names the file (Content-Disposition: attachment), so the
 * browser streams it to disk and the page stays. Without `download` on the link, a failed download shows the server's
 * Korean error page in the tab (docs/product/errors.md#browser-navigations); a link with `download` would be cancelled
 * without a word.
 */
export function followDownload(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.click();
}

/**
 * Lets the browser save a fetched file under the server's Korean file name (Content-Disposition
 * `filename*=UTF-8''…`), or `fallbackName` when the server gave none. Returns that name.
 */
export function downloadFile(file: FetchedFile, fallbackName: string): string {
  const fileName = file.fileName ?? fallbackName;
  const href = URL.createObjectURL(file.blob);
  saveLink(href, fileName);
  URL.revokeObjectURL(href);
  return fileName;
}
