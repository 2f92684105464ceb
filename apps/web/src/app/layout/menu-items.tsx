import type { ReactNode } from 'react';
import {
  CalendarOutlined,
  CameraOutlined,
  CoffeeOutlined,
  CommentOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  MedicineBoxOutlined,
  QuestionCircleOutlined,
  ScheduleOutlined,
  SmileOutlined,
  SolutionOutlined,
  BankOutlined,
  TeamOutlined,
  CarOutlined,
  CheckSquareOutlined,
  AppstoreOutlined,
  GiftOutlined,
  NotificationOutlined,
  PictureOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import { isStaffAdmin } from '@kg/contract';
import { ko } from '@/i18n/ko';

export type NavItem = { path: string; label: string; icon: ReactNode; also?: string[] };
/** A titled menu section; a section without a label shows its items on their own. */
export type NavGroup = { key: string; label?: string; items: NavItem[] };

const nav = ko.nav;

/**
 * The sidebar for a role: each role sees only what it may open (docs/product/README.md#roles), a teacher their daily
 * class tools first — on a phone the drawer shows them without scrolling.
 */
export function navGroupsFor(role: string | null): NavGroup[] {
  const staff = isStaffAdmin(role);
  const home: NavItem = staff
    ? { path: '/admin/story/a1', label: nav.storyClasses, icon: <HomeOutlined />, also: ['/admin/story/dashboard'] }
    : { path: '/admin/story/a2', label: nav.myDashboard, icon: <DashboardOutlined />, also: ['/admin/story/dashboard'] };
  // the order of a day: who came, notes home, medicine, pick-up, then the photos, the log and the plan
  const story: NavItem[] = [
    home,
    { path: '/admin/story/attendance', label: nav.attendance, icon: <CheckSquareOutlined /> },
    { path: '/admin/story/alimNote', label: nav.alimNote, icon: <CommentOutlined /> },
    { path: '/admin/story/medicate', label: nav.medicine, icon: <MedicineBoxOutlined /> },
    { path: '/admin/story/rehome', label: nav.rehome, icon: <CarOutlined /> },
    { path: '/admin/story/photo', label: nav.photo, icon: <CameraOutlined /> },
    { path: '/admin/story/classNote', label: nav.classNote, icon: <FileTextOutlined /> },
    { path: '/admin/story/weekly-schedule', label: nav.weeklySchedule, icon: <ScheduleOutlined /> },
  ];
  const guide: NavItem = { path: '/guide', label: nav.guide, icon: <QuestionCircleOutlined /> };
  // everyone's own profile and password; for staff it also keeps /admin/teacher/modify from lighting up 교사 관리
  const myInfo: NavItem = { path: '/admin/teacher/modify', label: nav.teacherModify, icon: <IdcardOutlined /> };
  // every staff member reads the website group; what each may write is decided per post (docs/product/website.md)
  const website: NavGroup = {
    key: 'website',
    label: nav.website,
    items: [
      { path: '/admin/notice', label: nav.notice, icon: <NotificationOutlined /> },
      { path: '/admin/menu/weekly', label: nav.menuWeekly, icon: <CoffeeOutlined /> },
      { path: '/admin/event', label: nav.event, icon: <GiftOutlined /> },
      { path: '/admin/edu', label: nav.edu, icon: <ReadOutlined /> },
      { path: '/admin/facilities/photos', label: nav.facilityPhotos, icon: <PictureOutlined /> },
    ],
  };
  if (!staff) {
    return [
      { key: 'story', label: nav.story, items: story },
      {
        key: 'my-class',
        label: nav.myClass,
        items: [
          { path: '/admin/child-class', label: nav.childClass, icon: <SmileOutlined /> },
          { path: '/admin/parents-class', label: nav.parentsClass, icon: <TeamOutlined /> },
        ],
      },
      website,
      { key: 'help', items: [myInfo, guide] },
    ];
  }
  const member: NavItem[] = [
    { path: '/admin/class', label: nav.classList, icon: <AppstoreOutlined /> },
    { path: '/admin/teacher', label: nav.teacherList, icon: <SolutionOutlined /> },
    { path: '/admin/child', label: nav.childList, icon: <SmileOutlined /> },
    { path: '/admin/parents', label: nav.parentList, icon: <TeamOutlined /> },
    { path: '/admin/reserve', label: nav.reserve, icon: <CalendarOutlined /> },
  ];
  // 원 정보: the director edits it, a manager reads it (docs/product/centre.md#원-정보)
  const centre: NavGroup = {
    key: 'centre',
    label: nav.centreAdmin,
    items: [{ path: '/admin/centre', label: nav.centreSettings, icon: <BankOutlined /> }],
  };
  return [
    { key: 'member', label: nav.member, items: member },
    { key: 'story', label: nav.story, items: story },
    website,
    centre,
    { key: 'help', items: [myInfo, guide] },
  ];
}

const matches = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The menu entry for the current URL: the longest path (or alias) that prefixes it. */
export function selectedNavPath(groups: NavGroup[], pathname: string): string | undefined {
  let best: { path: string; length: number } | undefined;
  for (const item of groups.flatMap((g) => g.items)) {
    for (const prefix of [item.path, ...(item.also ?? [])]) {
      if (matches(pathname, prefix) && (!best || prefix.length > best.length)) best = { path: item.path, length: prefix.length };
    }
  }
  return best?.path;
}
