import type { HTMLAttributes, ReactNode } from 'react';

type PlainCardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & { title: ReactNode };

/** A titled section in a frame (antd's small Card look, in plain CSS); its title is a heading of the page's outline. */
export function PlainCard({ title, children, className, ...props }: PlainCardProps) {
  return (
    <section {...props} className={className ? `plain-card ${className}` : 'plain-card'}>
      <h2 className="plain-card-title">{title}</h2>
      <div className="plain-card-body">{children}</div>
    </section>
  );
}
