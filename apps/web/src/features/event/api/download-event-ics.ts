import { eventEndpoints } from '@kg/contract';
import { fetchFile } from '@/api/client';
import { downloadFile } from '@/lib/download-file';
import { ko } from '@/i18n/ko';

/** The centre's events (or one class's and the centre's) as an iCalendar file, saved under the server's Korean name. */
export async function downloadEventIcs(classId: number | undefined): Promise<string> {
  const file = await fetchFile(eventEndpoints.ics, { query: classId === undefined ? {} : { classId } });
  return downloadFile(file, ko.event.icsFileName);
}
