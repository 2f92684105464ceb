import { Result } from 'antd';
import { familyKo } from '@/i18n/domains/family';
import { useSelectedChild } from '../family-store';
import { useFamilyTitle } from '../use-family-title';

const t = familyKo;

/** /parent: the selected child's day (docs/product/parent-app.md#home). */
export default function FamilyHomePage() {
  const child = useSelectedChild();
  useFamilyTitle(t.tabs.home);
  if (!child) return <Result status="info" title={t.noChildren} subTitle={t.noChildrenHint} />;
  return (
    <section className="family-page">
      <div className="family-child-card" style={{ borderColor: child.classColor ?? undefined }}>
        <h1 className="family-page-title">{t.homeGreeting(child.name)}</h1>
        <p className="family-muted">{t.childLine(child.className, child.relation)}</p>
      </div>
    </section>
  );
}
