import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { PhotoAlbumListItem } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import { ListPage } from '@/components/list-page/list-page';
import type { SearchTypeOption } from '@/components/list-page/list-search';
import { StoryClassRequired } from '@/components/story-class';
import { photoKo } from '@/i18n/domains/photo';
import { ko } from '@/i18n/ko';
import { listPhotoAlbums, photoKeys } from '../api/list-photo-albums';
import { AlbumCard } from '../components/album-card';
import { photoAlbumPath } from '../photo-paths';
import '../photo.css';

const SEARCH_TYPES: readonly SearchTypeOption[] = [
  { value: 'title', label: photoKo.searchTitle },
  { value: 'date', label: ko.list.dateRange },
];
/** Albums are a card grid on every width: no table columns. */
const NO_COLUMNS: TableColumnsType<PhotoAlbumListItem> = [];

/** story/photo: the class's albums as a grid of covers, newest first; search by title or photo date. */
export default function PhotoListPage() {
  return (
    <StoryClassRequired title={ko.titles.photoList}>
      {(classId) => (
        <ListPage<PhotoAlbumListItem>
          title={ko.titles.photoList}
          titleExtra={
            <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={photoAlbumPath('new')}>
              {photoKo.newAlbum}
            </LinkButton>
          }
          queryKey={photoKeys.list(classId)}
          fetcher={(search) => listPhotoAlbums(classId, search)}
          columns={NO_COLUMNS}
          renderCard={(album) => <AlbumCard album={album} />}
          rowKey={(album) => album.photoId}
          itemHref={(album) => photoAlbumPath(album.photoId)}
          searchTypes={SEARCH_TYPES}
          emptyText={photoKo.empty}
          cardGridClassName="photo-album-grid"
        />
      )}
    </StoryClassRequired>
  );
}
