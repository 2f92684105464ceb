import type { ReactNode } from 'react';
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

/** Page heading with breadcrumb (plain HTML: the class dashboard shows it before antd has loaded); names the tab. */
export function PageTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  const section = useSection();
  useDocumentTitle(title);
  return (
    <div className="page-title">
      <nav className="breadcrumb" aria-label={ko.layout.breadcrumb}>
        <ol>
          <li>
            <Link to="/admin" aria-label={ko.common.home}>
              <HomeOutlined aria-hidden />
            </Link>
          </li>
          {section && <li>{section}</li>}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className="page-title-row">
        <h1 className="page-title-heading">{title}</h1>
        {extra}
      </div>
    </div>
  );
}
