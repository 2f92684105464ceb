import { Button, Card, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { PhotoAlbum } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import { useListReturnPath } from '@/components/list-page/list-link';
import { PageTitle } from '@/components/page-title';
import { PageTour } from '@/features/guide/components/page-tour';
import { RecordPage } from '@/components/record-page';
import { StoryClassRequired } from '@/components/story-class';
import { photoKo } from '@/i18n/domains/photo';
import { ko } from '@/i18n/ko';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { useUiStore } from '@/stores/ui';
import { useDeletePhotoAlbum } from '../api/delete-photo-album';
import { useGetPhotoAlbum } from '../api/get-photo-album';
import { PhotoAlbumForm } from '../components/photo-album-form';
import { PHOTO_EDIT_SEARCH, PHOTO_LIST_PATH, photoAlbumPath } from '../photo-paths';
import { PhotoGrid } from '../components/photo-grid';
import '../photo.css';

const t = photoKo;

/**
 * story/photo/{id}: one album (photos, full-screen viewer, tagged children); story/photo/{id}?mode=edit: the same
 * album in the form; story/photo/new: the create form.
 */
export default function PhotoDetailPage() {
  const id = useParams().id;
  const isNew = id === 'new';
  const editing = useSearchParams()[0].get('mode') === 'edit';
  return (
    <StoryClassRequired title={isNew ? t.createTitle : editing ? t.editTitle : ko.titles.photoDetail}>
      {(classId) =>
        isNew ? (
          <PhotoAlbumCreate key={classId} classId={classId} />
        ) : (
          <PhotoAlbumDetail key={`${classId}-${id}`} classId={classId} photoId={Number(id)} editing={editing} />
        )
      }
    </StoryClassRequired>
  );
}

function PhotoAlbumCreate({ classId }: { classId: number }) {
  const backTo = useListReturnPath(PHOTO_LIST_PATH);
  return (
    <>
      <PageTitle
        title={t.createTitle}
        extra={
          <>
            <PageTour tour="albumUpload" />
            <LinkButton to={backTo} icon={<UnorderedListOutlined aria-hidden />}>
              {t.backToList}
            </LinkButton>
          </>
        }
      />
      <PhotoAlbumForm classId={classId} />
    </>
  );
}

type EditState = { fromDetail?: boolean } | null;

function PhotoAlbumDetail({ classId, photoId, editing }: { classId: number; photoId: number; editing: boolean }) {
  const query = useGetPhotoAlbum(classId, photoId);
  const navigate = useNavigate();
  const location = useLocation();
  // the form was opened from the album: back to that entry (the phone's back button cancels the same way)
  const leaveEdit = () =>
    (location.state as EditState)?.fromDetail ? navigate(-1) : navigate(photoAlbumPath(photoId), { replace: true });
  return (
    <RecordPage title={editing ? t.editTitle : ko.titles.photoDetail} listPath={PHOTO_LIST_PATH} backLabel={t.backToList} query={query}>
      {(album) =>
        editing ? (
          <PhotoAlbumForm key={album.photoId} classId={classId} album={album} onDone={leaveEdit} />
        ) : (
          <PhotoAlbumRecord album={album} onEdit={() => navigate({ search: PHOTO_EDIT_SEARCH }, { state: { fromDetail: true } })} />
        )
      }
    </RecordPage>
  );
}

function PhotoAlbumRecord({ album, onEdit }: { album: PhotoAlbum; onEdit: () => void }) {
  const navigate = useNavigate();
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);
  const remove = useDeletePhotoAlbum();

  const handleDelete = () =>
    openConfirm(t.confirmDelete(album.photoTitle, album.photoCount), () =>
      remove.mutate(
        { classId: album.classId, photoId: album.photoId },
        {
          onSuccess: () => {
            showAlert(t.deleted, 'success');
            navigate(PHOTO_LIST_PATH, { replace: true });
          },
        },
      ),
    );

  return (
    <div className="record-detail">
      <Card className="record-summary" size="small">
        <div className="record-summary-head">
          <h2 className="record-summary-title">{album.photoTitle}</h2>
          <Tag>{t.photoCount(album.photoCount)}</Tag>
        </div>
        <p className="record-summary-line">
          {formatDay(album.photoDate)} · {album.className}
        </p>
        <p className="record-muted">
          {t.author} {album.authorName ?? '-'} · {formatDateTime(album.createdAt)}
        </p>
        {album.comment && <p className="pre-line">{album.comment}</p>}
      </Card>

      <section className="record-section" aria-labelledby="photo-children">
        <h3 id="photo-children" className="record-section-title">
          {t.taggedChildren}
        </h3>
        <div className="photo-child-tags">
          {album.children.map((child) => (
            <Tag key={child.childCode} color="blue">
              {child.name}
            </Tag>
          ))}
        </div>
      </section>

      <section className="record-section" aria-labelledby="photo-photos">
        <h3 id="photo-photos" className="record-section-title">
          {t.photos}
        </h3>
        <PhotoGrid title={album.photoTitle} photos={album.photos} />
      </section>

      <div className="record-actions">
        <Button size="large" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
          {t.edit}
        </Button>
        <Button size="large" danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} onClick={handleDelete}>
          {t.delete}
        </Button>
      </div>
    </div>
  );
}
