import { Empty, Image } from 'antd';
import type { StoredFile } from '@kg/contract';
import { photoKo } from '@/i18n/domains/photo';

/** The album's photos as thumbnails; a tap opens the full-screen viewer on the display-size photo, swipe for the rest. */
export function PhotoGrid({ title, photos }: { title: string; photos: StoredFile[] }) {
  if (photos.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={photoKo.noPhotos} />;
  return (
    <Image.PreviewGroup>
      <ul className="photo-grid" aria-label={photoKo.photos}>
        {photos.map((photo, index) => (
          <li key={photo.fileId}>
            <Image
              src={photo.thumbnailUrl ?? photo.url}
              preview={{ src: photo.url }}
              alt={photoKo.photoAlt(title, index + 1)}
              width="100%"
              height="100%"
            />
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}
