import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link, useMatches } from 'react-router';
import { ko } from '@/i18n/ko';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Route handle: the menu section a group of routes belongs to (the breadcrumb), and the guide step of a page. */
export type RouteHandle = { section?: string; guide?: string };

function useSection(): string | undefined {
  const matches = useMatches();
  return matches
    .map((m) => (m.handle as RouteHandle | undefined)?.section)
    .filter(Boolean)
    .pop();
}

/** Page heading with breadcrumb; also names the browser tab. */
export function PageTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  const section = useSection();
  useDocumentTitle(title);
  const items = [
    { title: <Link to="/admin" aria-label={ko.common.home}><HomeOutlined /></Link> },
    ...(section ? [{ title: section }] : []),
    { title },
  ];
  return (
    <div className="page-title">
      <Breadcrumb items={items} />
      <div className="page-title-row">
        <h1 className="page-title-heading">{title}</h1>
        {extra}
      </div>
    </div>
  );
}
