import { useState, type MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { saveLink } from '@/lib/download-file';
import { showApiError } from '@/lib/show-api-error';
import { confirmFamilySession } from '../api/family-session';

type DownloadButtonProps = Omit<ButtonProps, 'href' | 'download' | 'onClick' | 'loading'> & {
  /** a download URL of the family API */
  href: string;
  /** the name the file is saved under */
  download: string;
};

/**
 * A file the browser streams from the parent API straight to disk (a month's ZIP is too big to hold in a phone's
 * memory as a blob), offered as a link. The link is followed only once a call through the family client confirmed the
 * session: an expired access token is refreshed first, and a session that has ended sends the parent to login and back
 * (api/family-client.ts), instead of the browser opening the API's 401.
 */
export function FamilyDownloadButton({ href, download, ...props }: DownloadButtonProps) {
  const [checking, setChecking] = useState(false);

  const follow = async (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setChecking(true);
    try {
      await confirmFamilySession();
    } catch (error) {
      showApiError(error); // a 401 has already gone to login
      return;
    } finally {
      setChecking(false);
    }
    saveLink(href, download);
  };

  return <Button {...props} href={href} download={download} loading={checking} onClick={(event) => void follow(event)} />;
}
