import { useState } from 'react';
import { Button, Segmented } from 'antd';
import { CalendarOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import {
  reservationKindLabels,
  reservationKinds,
  reservationStatuses,
  reservationStatusLabels,
  type Reservation,
} from '@kg/contract';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter, SearchTypeOption } from '@/components/list-page/list-search';
import { PageTitle } from '@/components/page-title';
import { reserveKo } from '@/i18n/domains/reserve';
import { ko } from '@/i18n/ko';
import { reserveViewOf } from '../api/get-reservation-calendar';
import { listReservations, reserveKeys } from '../api/list-reservations';
import { ReservationCalendar } from '../components/reservation-calendar';
import { ReservationCard, reservationColumns } from '../components/reservation-columns';
import { ReservationDrawer } from '../components/reservation-drawer';

const t = reserveKo;
const SEARCH_TYPES: readonly SearchTypeOption[] = [
  { value: 'familyName', label: t.searchFamilyName },
  { value: 'phone', label: t.searchPhone },
  { value: 'date', label: t.searchDate },
];
const FILTERS: readonly ListFilter[] = [
  { key: 'status', label: t.status, options: reservationStatuses.map((s) => ({ value: s, label: reservationStatusLabels[s] })) },
  { key: 'kind', label: t.kind, options: reservationKinds.map((k) => ({ value: k, label: reservationKindLabels[k] })) },
];

type DrawerState = { open: boolean; reservation: Reservation | null };

/**
 * reserve: admission consultations and visits, as a searchable list or a month calendar (`?view=calendar&month=`,
 * kept in the URL); a reservation opens in a drawer for editing and the 확정 / 완료 / 취소 moves.
 */
export default function ReservePage() {
  const [params, setParams] = useSearchParams();
  const { isCalendar, month } = reserveViewOf(params);
  const [drawer, setDrawer] = useState<DrawerState>({ open: false, reservation: null });
  const open = (reservation: Reservation | null) => setDrawer({ open: true, reservation });

  const titleExtra = (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Segmented
        aria-label={t.view}
        value={isCalendar ? 'calendar' : 'list'}
        onChange={(value) => setParams(value === 'calendar' ? { view: 'calendar', month } : {})}
        options={[
          { value: 'list', label: t.listView, icon: <UnorderedListOutlined aria-hidden /> },
          { value: 'calendar', label: t.calendarView, icon: <CalendarOutlined aria-hidden /> },
        ]}
      />
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open(null)}>
        {t.create}
      </Button>
    </div>
  );

  return (
    <>
      {isCalendar ? (
        <>
          <PageTitle title={ko.titles.reserve} extra={titleExtra} />
          <ReservationCalendar month={month} onMonthChange={(next) => setParams({ view: 'calendar', month: next })} onOpen={open} />
        </>
      ) : (
        <ListPage<Reservation>
          title={ko.titles.reserve}
          titleExtra={titleExtra}
          queryKey={reserveKeys.lists()}
          fetcher={listReservations}
          columns={reservationColumns(open)}
          renderCard={(item) => <ReservationCard item={item} onOpen={open} />}
          rowKey={(item) => item.reservationId}
          searchTypes={SEARCH_TYPES}
          filters={FILTERS}
          emptyText={t.empty}
        />
      )}
      <ReservationDrawer
        open={drawer.open}
        reservation={drawer.reservation}
        onChange={(reservation) => setDrawer({ open: true, reservation })}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
      />
    </>
  );
}
