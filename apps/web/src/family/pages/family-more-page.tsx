import { Button } from 'antd';
import { CalendarOutlined, CoffeeOutlined, LockOutlined, LogoutOutlined, NotificationOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { familyKo } from '@/i18n/domains/family';
import { useUiStore } from '@/stores/ui';
import { familyLogout } from '../api/family-session';
import { LinkList, type LinkItem } from '../components/link-list';
import { useFamilyStore } from '../family-store';
import { FAMILY_LOGIN_PATH, FAMILY_PASSWORD_PATH, childPath } from '../paths';
import { useFamilyTitle } from '../use-family-title';

const t = familyKo;

/** 더보기: the child's class pages (공지사항, 행사, 식단표), the account (비밀번호 변경) and 로그아웃. */
export default function FamilyMorePage() {
  const navigate = useNavigate();
  const me = useFamilyStore((s) => s.me);
  const childCode = useFamilyStore((s) => s.childCode);
  useFamilyTitle(t.moreTitle);

  const classLinks: LinkItem[] =
    childCode === null
      ? []
      : [
          { to: childPath(childCode, 'notice'), label: t.notice.title, icon: <NotificationOutlined /> },
          { to: childPath(childCode, 'event'), label: t.event.title, icon: <CalendarOutlined /> },
          { to: childPath(childCode, 'menu'), label: t.menu.title, icon: <CoffeeOutlined /> },
        ];

  const handleLogout = () =>
    useUiStore.getState().openConfirm(
      t.confirmLogout,
      () => {
        void familyLogout().then(() => navigate(FAMILY_LOGIN_PATH, { replace: true }));
      },
      { okText: t.logout },
    );

  return (
    <section className="family-page">
      <h1 className="family-page-title">{t.moreTitle}</h1>
      {classLinks.length > 0 && <LinkList items={classLinks} />}
      <h2 className="family-section-title">{t.account}</h2>
      {me && (
        <p className="family-muted">
          {me.name} ({me.loginId})
        </p>
      )}
      <LinkList items={[{ to: FAMILY_PASSWORD_PATH, label: t.passwordTitle, icon: <LockOutlined /> }]} />
      <Button size="large" block icon={<LogoutOutlined />} onClick={handleLogout} className="family-block">
        {t.logout}
      </Button>
    </section>
  );
}
