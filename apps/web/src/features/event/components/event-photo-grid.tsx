import { Image } from 'antd';
import type { StoredFile } from '@kg/contract';
import { ko } from '@/i18n/ko';

/** The event's photos as thumbnails; a tap opens the full-screen viewer on the display-size photo, with the others beside it. */
export function EventPhotoGrid({ title, photos }: { title: string; photos: readonly StoredFile[] }) {
  return (
    <Image.PreviewGroup>
      <ul className="event-photo-grid" aria-label={ko.event.photos}>
        {photos.map((photo, index) => (
          <li key={photo.fileId}>
            <Image src={photo.thumbnailUrl ?? photo.url} preview={{ src: photo.url }} alt={ko.event.photoAlt(title, index + 1)} width="100%" height="100%" />
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}
