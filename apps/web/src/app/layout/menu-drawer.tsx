import { Drawer } from 'antd';
import { roleLabels, type Role } from '@kg/contract';
import { SideMenu } from './side-menu';

type MenuDrawerProps = { open: boolean; role: Role | null; name: string | null; onClose: () => void };

/** The role menu in a drawer from the left, on screens below the md breakpoint (the admin layout loads it, themed). */
export default function MenuDrawer({ open, role, name, onClose }: MenuDrawerProps) {
  return (
    <Drawer
      open={open}
      placement="left"
      size={264}
      title={role ? `${name ?? ''} · ${roleLabels[role]}` : name}
      onClose={onClose}
      className="menu-drawer"
    >
      <SideMenu role={role} onNavigate={onClose} />
    </Drawer>
  );
}
