import { Link, useLocation } from 'react-router';
import { ko } from '@/i18n/ko';
import { navGroupsFor, selectedNavPath, type NavItem } from './menu-items';

type SideMenuProps = { role: string | null; onNavigate?: () => void };

function MenuLinks({ items, selected, onNavigate }: { items: NavItem[]; selected: string | undefined; onNavigate?: () => void }) {
  return (
    <ul className="side-menu-items">
      {items.map((item) => (
        <li key={item.path}>
          <Link
            to={item.path}
            className={item.path === selected ? 'side-menu-item is-selected' : 'side-menu-item'}
            aria-current={item.path === selected ? 'page' : undefined}
            onClick={onNavigate}
          >
            <span className="side-menu-icon" aria-hidden="true">
              {item.icon}
            </span>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The role's menu as real links, in titled sections; the highlighted entry follows the URL. Plain HTML and CSS. */
export function SideMenu({ role, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const groups = navGroupsFor(role);
  const selected = selectedNavPath(groups, pathname);
  return (
    <nav aria-label={ko.layout.mainMenu} className="side-menu">
      {groups.map((group) =>
        group.label ? (
          <div key={group.key} className="side-menu-group">
            <div className="side-menu-group-title">{group.label}</div>
            <MenuLinks items={group.items} selected={selected} onNavigate={onNavigate} />
          </div>
        ) : (
          <MenuLinks key={group.key} items={group.items} selected={selected} onNavigate={onNavigate} />
        ),
      )}
    </nav>
  );
}
