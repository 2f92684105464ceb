import { useRef, useState, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { followDownload } from '@/lib/download-file';
import { showApiError } from '@/lib/show-api-error';
import { confirmFamilySession } from '../api/family-session';

/**
 * A file of the family API behind a link, and what following it does: `download` saves it (streamed to disk by the
 * browser, followDownload: the server names it), `newTab` opens it in a new tab instead (an image shown inline).
 */
type FamilyFileTarget = { /** a file URL of the family API */ href: string } & (
  | { /** the name the link offers (a long press's 'save link') */ download: string; newTab?: never }
  | { download?: never; newTab: true }
);

/** Sends a tab opened during the tap to `href`, cut off from this page (as rel="noopener" would). */
function openInTab(tab: Window | null, href: string): void {
  if (tab) {
    tab.opener = null;
    tab.location.replace(href);
    return;
  }
  // the browser refused the blank tab: a plain link it follows itself is the last resort
  const link = document.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noreferrer';
  link.click();
}

/**
 * The tap on a link to a file of the family API. The link is followed only once a call through the family client
 * confirmed the session: an expired access token is refreshed first, and a session that has ended sends the parent to
 * login and back (api/family-client.ts), instead of the browser opening the API's 401. A new tab is opened at once,
 * still within the tap (a browser lets a tap open a tab, not a promise that settles later), and is sent to the file or
 * closed once the session is known.
 */
function useFollowFamilyFile(href: string, download: string | undefined) {
  const newTab = download === undefined;
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);

  const follow = async (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const tab = newTab ? window.open('', '_blank') : null;
    setChecking(true);
    try {
      await confirmFamilySession();
    } catch (error) {
      tab?.close();
      showApiError(error); // a 401 has already gone to login
      return;
    } finally {
      busy.current = false;
      setChecking(false);
    }
    if (download === undefined) openInTab(tab, href);
    else followDownload(href);
  };

  const link = { href, download, target: newTab ? '_blank' : undefined, rel: newTab ? 'noreferrer' : undefined };
  return { checking, link, onClick: (event: MouseEvent<HTMLElement>) => void follow(event) };
}

type DownloadButtonProps = Omit<ButtonProps, 'href' | 'download' | 'target' | 'rel' | 'onClick' | 'loading'> & FamilyFileTarget;

/**
 * A file the browser streams from the parent API straight to disk (a month's ZIP is too big to hold in a phone's
 * memory as a blob; an original photo), offered as a button-styled link followed once the session is confirmed
 * (useFollowFamilyFile).
 */
export function FamilyDownloadButton({ href, download, newTab: _newTab, ...props }: DownloadButtonProps) {
  const { checking, link, onClick } = useFollowFamilyFile(href, download);
  return <Button {...props} {...link} loading={checking} onClick={onClick} />;
}

type FileLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'download' | 'target' | 'rel' | 'onClick'> & FamilyFileTarget;

/**
 * The same as FamilyDownloadButton for a plain link (a post's attachment in a list, an image in a grid): saved as a
 * file or opened in a new tab once the session is confirmed.
 */
export function FamilyFileLink({ href, download, newTab: _newTab, ...props }: FileLinkProps) {
  const { checking, link, onClick } = useFollowFamilyFile(href, download);
  return <a {...props} {...link} aria-busy={checking || undefined} onClick={onClick} />;
}
