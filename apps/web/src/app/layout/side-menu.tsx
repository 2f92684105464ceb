import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { ko } from '@/i18n/ko';
import { navGroupsFor, selectedNavPath } from './menu-items';

type MenuItem = NonNullable<MenuProps['items']>[number];
type SideMenuProps = { role: string | null; onNavigate?: () => void };

/** The role's menu as real links; the highlighted entry follows the URL. */
export function SideMenu({ role, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const groups = navGroupsFor(role);
  const selected = selectedNavPath(groups, pathname);
  const items = groups.flatMap((group): MenuItem[] => {
    const entries = group.items.map((item): MenuItem => ({
      key: item.path,
      icon: item.icon,
      label: <Link to={item.path}>{item.label}</Link>,
    }));
    return group.label ? [{ type: 'group', key: group.key, label: group.label, children: entries }] : entries;
  });
  return (
    <nav aria-label={ko.layout.mainMenu}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        onClick={() => onNavigate?.()}
        className="side-menu"
      />
    </nav>
  );
}
