import { PictureOutlined } from '@ant-design/icons';
import type { PhotoAlbumListItem } from '@kg/contract';
import { photoKo } from '@/i18n/domains/photo';
import { formatDay } from '@/lib/format-date';

const t = photoKo;

/** An album in the grid: cover thumbnail, title, date and photo count. */
export function AlbumCard({ album }: { album: PhotoAlbumListItem }) {
  return (
    <article className="photo-album-card" aria-label={album.photoTitle}>
      <div className="photo-album-cover">
        {album.coverThumbnailUrl ? (
          <img src={album.coverThumbnailUrl} alt={album.photoTitle} loading="lazy" />
        ) : (
          <span className="photo-album-nocover">
            <PictureOutlined aria-hidden /> {t.noCover}
          </span>
        )}
        <span className="photo-album-count">{t.photoCount(album.photoCount)}</span>
      </div>
      <h2 className="photo-album-title">{album.photoTitle}</h2>
      <p className="record-muted photo-album-date">{formatDay(album.photoDate)}</p>
      {album.children.length > 0 && (
        <p className="record-muted photo-album-children">{album.children.map((c) => c.name).join(', ')}</p>
      )}
    </article>
  );
}
