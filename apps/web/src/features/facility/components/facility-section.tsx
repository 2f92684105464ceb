import { Button, Empty, Image, Tag } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined } from '@ant-design/icons';
import type { Facility } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import { ko } from '@/i18n/ko';
import { facilityEditPath } from '../facility-paths';

const t = ko.facility;

export type SpaceMove = 'up' | 'down';

type FacilitySectionProps = {
  facility: Facility;
  index: number;
  count: number;
  /** admins and managers: '위로' / '아래로' and '수정' */
  canManage: boolean;
  onMove: (direction: SpaceMove) => void;
};

/**
 * One space: its name, description and photos as thumbnails with their captions; a tap opens the full-screen viewer
 * on the display-size photo, with the space's other photos before and after it (and the caption under it).
 */
export function FacilitySection({ facility, index, count, canManage, onMove }: FacilitySectionProps) {
  const { facilityId, title, description, photos } = facility;
  const headingId = `facility-${facilityId}-title`;
  return (
    <section className="facility-section" aria-labelledby={headingId} data-facility-id={facilityId}>
      <div className="facility-section-head">
        <h2 id={headingId} className="facility-section-title">
          {title}
        </h2>
        <Tag>{t.photoCount(photos.length)}</Tag>
        {canManage && (
          <div className="facility-section-actions">
            <Button
              icon={<ArrowUpOutlined aria-hidden />}
              disabled={index === 0}
              onClick={() => onMove('up')}
              aria-label={t.moveUpOf(title)}
              data-move="up"
            >
              {t.moveUp}
            </Button>
            <Button
              icon={<ArrowDownOutlined aria-hidden />}
              disabled={index === count - 1}
              onClick={() => onMove('down')}
              aria-label={t.moveDownOf(title)}
              data-move="down"
            >
              {t.moveDown}
            </Button>
            <LinkButton to={facilityEditPath(facilityId)} icon={<EditOutlined aria-hidden />} aria-label={t.editOf(title)}>
              {t.edit}
            </LinkButton>
          </div>
        )}
      </div>
      {description && <p className="pre-line facility-section-description">{description}</p>}
      {photos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noPhotos} />
      ) : (
        <Image.PreviewGroup
          preview={{
            countRender: (current, total) => {
              const caption = photos[current - 1]?.caption;
              return caption ? `${current} / ${total} · ${caption}` : `${current} / ${total}`;
            },
          }}
        >
          <ul className="facility-photo-grid" aria-label={t.photosOf(title)}>
            {photos.map((photo, n) => (
              <li key={photo.fileId}>
                <figure className="facility-photo">
                  <div className="facility-photo-frame">
                    <Image
                      src={photo.thumbnailUrl ?? photo.url}
                      preview={{ src: photo.url }}
                      alt={t.photoAlt(title, n + 1, photo.caption)}
                      width="100%"
                      height="100%"
                    />
                  </div>
                  {photo.caption && <figcaption className="facility-photo-caption">{photo.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </Image.PreviewGroup>
      )}
    </section>
  );
}
