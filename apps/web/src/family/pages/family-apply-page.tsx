import { CarOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { familyKo } from '@/i18n/domains/family';
import { useChildCode } from '../child-scope';
import { LinkList } from '../components/link-list';
import { childPath } from '../paths';
import { useFamilyTitle } from '../use-family-title';

const t = familyKo;

/** 신청: the two forms a parent sends the teacher, 투약의뢰서 and 귀가동의서. */
export default function FamilyApplyPage() {
  const childCode = useChildCode();
  useFamilyTitle(t.applyTitle);
  return (
    <section className="family-page">
      <h1 className="family-page-title">{t.applyTitle}</h1>
      <p className="family-muted">{t.applyHint}</p>
      <LinkList
        items={[
          { to: childPath(childCode, 'medicine'), label: t.medicine.title, hint: t.medicineHint, icon: <MedicineBoxOutlined /> },
          { to: childPath(childCode, 'rehome'), label: t.rehome.title, hint: t.rehomeHint, icon: <CarOutlined /> },
        ]}
      />
    </section>
  );
}
