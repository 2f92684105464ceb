import { useState } from 'react';
import { useParams } from 'react-router';
import { useChildCode } from '@/family/child-scope';
import { PageHead } from '@/family/components/page-head';
import { PhotoViewer } from '@/family/components/photo-viewer';
import { childPath } from '@/family/paths';
import { FamilyQueryState } from '@/family/components/family-query-state';
import { familyKo } from '@/i18n/domains/family';
import { useFamilyPhotoAlbum } from '../api/family-photo';

const t = familyKo.photo;

/** One album: its photos as a grid; a tap opens them full-screen (swipe, arrows, 원본 저장). */
export default function FamilyPhotoAlbumPage() {
  const childCode = useChildCode();
  const photoId = Number(useParams().photoId);
  const query = useFamilyPhotoAlbum(childCode, photoId);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <section className="family-page">
      <PageHead title={query.data?.photoTitle ?? t.title} back={childPath(childCode, 'photo')} />
      <FamilyQueryState query={query}>
        {(album) => (
          <>
            <p className="family-muted">
              {album.photoDate} · {album.className}
              {album.authorName ? ` · ${familyKo.alim.teacher(album.authorName)}` : ''}
            </p>
            {album.comment && <div className="family-text family-block">{album.comment}</div>}
            <div className="family-photo-grid">
              {album.photos.map((photo, i) => (
                <button type="button" key={photo.fileId} onClick={() => setViewing(i)} aria-label={familyKo.alim.photoAlt(i + 1)}>
                  <img src={photo.thumbnailUrl ?? photo.url} alt="" loading="lazy" />
                </button>
              ))}
            </div>
            {viewing !== null && (
              <PhotoViewer
                photos={album.photos}
                index={viewing}
                onIndex={setViewing}
                onClose={() => setViewing(null)}
                label={familyKo.alim.viewerLabel}
              />
            )}
          </>
        )}
      </FamilyQueryState>
    </section>
  );
}
