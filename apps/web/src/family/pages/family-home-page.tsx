import type { ReactNode } from 'react';
import { Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { medicineStatusLabels, rehomeStatusLabels, type FamilyChild } from '@kg/contract';
import { familyAlimMonthQueryOptions } from '@/features/alim-note/family/api/family-alim-note';
import { familyMedicineListQueryOptions } from '@/features/medicine/family/api/family-medicine';
import { MenuDay } from '@/features/menu/family/components/menu-day';
import { familyMenuWeekQueryOptions } from '@/features/menu/family/api/family-menu';
import { familyNoticeListQueryOptions } from '@/features/notice/family/api/family-notice';
import { familyRehomeListQueryOptions } from '@/features/rehome/family/api/family-rehome';
import { familyKo } from '@/i18n/domains/family';
import { formatDateTime } from '@/lib/format-date';
import { StatusTag } from '../components/status-tag';
import { useSelectedChild } from '../family-store';
import { familyToday, thisMonth } from '../month';
import { childPath } from '../paths';
import { useFamilyTitle } from '../use-family-title';

const t = familyKo;

/** One block of the home page: its title with 전체 보기, and its content once loaded (an error says so in one line). */
function Block<T>({ title, to, query, children }: { title: string; to: string; query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  return (
    <section aria-label={title}>
      <div className="family-card-head">
        <h2>{title}</h2>
        <Link to={to}>{t.seeAll}</Link>
      </div>
      {query.isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : query.isError ? <p className="family-muted">{query.error.message}</p> : children(query.data)}
    </section>
  );
}

function ChildDay({ child }: { child: FamilyChild }) {
  const childCode = child.childCode;
  const today = familyToday();
  const alim = useQuery(familyAlimMonthQueryOptions(childCode, thisMonth()));
  const medicine = useQuery(familyMedicineListQueryOptions(childCode, 1));
  const rehome = useQuery(familyRehomeListQueryOptions(childCode, 1));
  const menu = useQuery(familyMenuWeekQueryOptions(childCode, today));
  const notice = useQuery(familyNoticeListQueryOptions(childCode, 1, 1));

  return (
    <>
      <Block title={t.alim.today} to={childPath(childCode, 'alim')} query={alim}>
        {(month) => {
          const note = month.items.find((item) => item.noteDate === today);
          return note ? (
            <Link to={childPath(childCode, 'alim', note.noteId)} className="family-card">
              <div className="family-card-title">
                <span>{t.alim.today}</span>
                {!note.read && <span className="family-new">{t.alim.unread}</span>}
              </div>
              <div className="family-card-line">{note.excerpt}</div>
            </Link>
          ) : (
            <p className="family-muted">{t.alim.todayNone}</p>
          );
        }}
      </Block>
      <Block title={t.homeRequests} to={childPath(childCode, 'apply')} query={medicine}>
        {(page) => {
          const medicines = page.items.filter((item) => item.isToday);
          const rehomes = rehome.data?.items.filter((item) => item.isToday) ?? [];
          if (medicines.length === 0 && rehomes.length === 0) return <p className="family-muted">{t.homeNoRequests}</p>;
          return (
            <>
              {medicines.map((item) => (
                <Link key={`m${item.medicineId}`} to={childPath(childCode, 'medicine', item.medicineId)} className="family-card">
                  <div className="family-card-title">
                    <span>{t.medicine.title}</span>
                    <StatusTag status={item.status} label={medicineStatusLabels[item.status]} />
                  </div>
                  <div className="family-card-line">{item.medicines.map((m) => m.medicineName).join(', ')}</div>
                </Link>
              ))}
              {rehomes.map((item) => (
                <Link key={`r${item.rehomeId}`} to={childPath(childCode, 'rehome', item.rehomeId)} className="family-card">
                  <div className="family-card-title">
                    <span>{t.rehome.title}</span>
                    <StatusTag status={item.status} label={rehomeStatusLabels[item.status]} />
                  </div>
                  <div className="family-card-line">
                    {item.rehomeTime} · {item.pickupName} ({item.relation})
                  </div>
                </Link>
              ))}
            </>
          );
        }}
      </Block>
      <Block title={t.menu.today} to={childPath(childCode, 'menu')} query={menu}>
        {(week) => {
          const day = week?.days.find((d) => d.day === today);
          return day ? <MenuDay day={day} /> : <p className="family-muted">{t.menu.empty}</p>;
        }}
      </Block>
      <Block title={t.notice.latest} to={childPath(childCode, 'notice')} query={notice}>
        {(page) => {
          const latest = page.items[0];
          return latest ? (
            <Link to={childPath(childCode, 'notice', latest.noticeId)} className="family-card">
              <div className="family-card-title">{latest.title}</div>
              <div className="family-card-line">{formatDateTime(latest.publishedAt)}</div>
            </Link>
          ) : (
            <p className="family-muted">{t.notice.empty}</p>
          );
        }}
      </Block>
    </>
  );
}

/** /parent: the selected child's day (docs/product/parent-app.md#home): 오늘 알림장, today's requests, menu and latest notice. */
export default function FamilyHomePage() {
  const child = useSelectedChild();
  useFamilyTitle(t.tabs.home);
  if (!child) return <Result status="info" title={t.noChildren} subTitle={t.noChildrenHint} />;
  return (
    <section className="family-page">
      <div className="family-child-card" style={{ borderColor: child.classColor ?? undefined }}>
        <h1 className="family-page-title">{t.homeGreeting(child.name)}</h1>
        <p className="family-muted">{t.childLine(child.centreName, child.className, child.relation)}</p>
      </div>
      {child.classId === null ? <p className="family-muted">{t.homeNoClass}</p> : <ChildDay key={child.childCode} child={child} />}
    </section>
  );
}
