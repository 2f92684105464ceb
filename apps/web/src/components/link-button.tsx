import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/** An antd button that is a real link (open in new tab works) but navigates inside the app. */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
