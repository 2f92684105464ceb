import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { EllipsisOutlined, FileTextOutlined, FormOutlined, HomeOutlined, PictureOutlined } from '@ant-design/icons';
import { familyKo } from '@/i18n/domains/family';
import { useFamilyStore } from '../family-store';
import { FAMILY_HOME_PATH, FAMILY_MORE_PATH, childPath } from '../paths';

type Tab = { to: string; label: string; icon: ReactNode; end?: boolean };

/** 홈 · 알림장 · 사진첩 · 신청 · 더보기, fixed at the bottom (thumb reach), each a 56 px target. */
export function BottomTabs() {
  const childCode = useFamilyStore((s) => s.childCode);
  const t = familyKo.tabs;
  const tabs: Tab[] = [
    { to: FAMILY_HOME_PATH, label: t.home, icon: <HomeOutlined />, end: true },
    ...(childCode === null
      ? []
      : [
          { to: childPath(childCode, 'alim'), label: t.alim, icon: <FileTextOutlined /> },
          { to: childPath(childCode, 'photo'), label: t.photo, icon: <PictureOutlined /> },
          { to: childPath(childCode, 'apply'), label: t.apply, icon: <FormOutlined /> },
        ]),
    { to: FAMILY_MORE_PATH, label: t.more, icon: <EllipsisOutlined /> },
  ];
  return (
    <nav className="family-tabs" aria-label={familyKo.tabBar}>
      {tabs.map((tab) => (
        <NavLink key={tab.label} to={tab.to} end={tab.end} className="family-tab">
          <span className="family-tab-icon" aria-hidden>
            {tab.icon}
          </span>
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
