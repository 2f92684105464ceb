import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { familyKo } from '@/i18n/domains/family';
import { useFamilyTitle } from '../use-family-title';

/** A page's title (also the tab's), with a back arrow to `back` on detail pages and an optional action at the right. */
export function PageHead({ title, back, action }: { title: string; back?: string; action?: ReactNode }) {
  const navigate = useNavigate();
  useFamilyTitle(title);
  return (
    <div className="family-page-head">
      {back && (
        <Button type="text" size="large" icon={<ArrowLeftOutlined />} aria-label={familyKo.back} onClick={() => navigate(back)} />
      )}
      <h1 className="family-page-title">{title}</h1>
      {action && <div className="family-page-head-action">{action}</div>}
    </div>
  );
}
