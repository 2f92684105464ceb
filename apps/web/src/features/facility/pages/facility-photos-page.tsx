import { useState } from 'react';
import { Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { isStaffAdmin, type Facility } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { ko } from '@/i18n/ko';
import { useFocusAfterMove } from '@/lib/use-focus-after-move';
import { useSessionStore } from '@/stores/session';
import { useFacilities } from '../api/list-facilities';
import { useReorderFacilities } from '../api/reorder-facilities';
import { FacilitySection, type SpaceMove } from '../components/facility-section';
import { FACILITY_CREATE_PATH } from '../facility-paths';
import '../facility.css';

const t = ko.facility;

/** `ids` with the one at `from` moved to `to`. */
function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/**
 * facilities/photos: every space in its order, each with its photos (tap for the full-screen viewer). Every staff
 * member views; admins and managers also get '시설 사진 등록', '수정' and the '위로' / '아래로' buttons that change the
 * order of the spaces at once (put back if the server refuses).
 */
export default function FacilityPhotosPage() {
  const canManage = useSessionStore((s) => isStaffAdmin(s.role));
  const query = useFacilities();
  const reorder = useReorderFacilities();
  const { listRef, focusAfterMove } = useFocusAfterMove<HTMLDivElement>(query.data);
  const [announcement, setAnnouncement] = useState('');

  const move = (list: readonly Facility[], index: number, direction: SpaceMove) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= list.length) return;
    reorder.mutate(moved(list.map((f) => f.facilityId), index, to));
    setAnnouncement(t.spaceMoved(list[index].title, to + 1, list.length));
    focusAfterMove(`[data-facility-id="${list[index].facilityId}"]`, direction);
  };

  return (
    <>
      <PageTitle
        title={ko.titles.facilityPhotos}
        extra={
          canManage && (
            <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={FACILITY_CREATE_PATH}>
              {t.create}
            </LinkButton>
          )
        }
      />
      <QueryState query={query} errorTitle={t.loadFailed} retryLabel={t.retry}>
        {(list) =>
          list.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
          ) : (
            <div className="facility-list" ref={listRef}>
              {canManage && list.length > 1 && <p className="record-muted facility-hint">{t.spaceOrderHint}</p>}
              <p className="facility-sr-only" role="status" aria-live="polite">
                {announcement}
              </p>
              {list.map((facility, index) => (
                <FacilitySection
                  key={facility.facilityId}
                  facility={facility}
                  index={index}
                  count={list.length}
                  canManage={canManage}
                  onMove={(direction) => move(list, index, direction)}
                />
              ))}
            </div>
          )
        }
      </QueryState>
    </>
  );
}
