import type { ComponentType } from 'react';
import { UserOutlined } from '@ant-design/icons';

type PlainAvatarProps = { src: string | null | undefined; alt?: string; small?: boolean; icon?: ComponentType };

/** A round profile photo, or a person icon without one (antd's Avatar look, in plain CSS). */
export function PlainAvatar({ src, alt = '', small = false, icon: Icon = UserOutlined }: PlainAvatarProps) {
  return (
    <span className={small ? 'plain-avatar is-small' : 'plain-avatar'}>
      {src ? <img src={src} alt={alt} /> : <Icon aria-hidden="true" />}
    </span>
  );
}
