import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/** default (outlined), primary (filled) or text (no frame): antd's button looks, in plain CSS (app/styles.css). */
type Look = { primary?: boolean; text?: boolean; icon?: ReactNode };

const classOf = ({ primary, text }: Look, iconOnly: boolean, extra?: string) =>
  ['plain-button', primary && 'is-primary', text && 'is-text', iconOnly && 'is-icon-only', extra].filter(Boolean).join(' ');

type PlainButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean };

/** A button of the plain shell (admin header, class dashboard), which shows before antd has loaded. */
export function PlainButton({ primary, text, icon, loading = false, children, className, disabled, ...props }: PlainButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={classOf({ primary, text }, !children, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

type PlainLinkButtonProps = Look & Omit<LinkProps, 'className'> & { className?: string };

/** A link that looks like a plain button (a real link: it opens in a new tab too). */
export function PlainLinkButton({ primary, text, icon, children, className, ...props }: PlainLinkButtonProps) {
  return (
    <Link {...props} className={classOf({ primary, text }, !children, className)}>
      {icon}
      {children}
    </Link>
  );
}
