import { medicineStatusLabels } from '@kg/contract';
import { useChildCode } from '@/family/child-scope';
import { CreateButton } from '@/family/components/create-button';
import { FamilyList } from '@/family/components/family-list';
import { PageHead } from '@/family/components/page-head';
import { usePageParam } from '@/family/components/pager';
import { StatusTag } from '@/family/components/status-tag';
import { childPath } from '@/family/paths';
import { familyKo } from '@/i18n/domains/family';
import { formatDay } from '@/lib/format-date';
import { useFamilyMedicineList } from '../api/family-medicine';

const t = familyKo.medicine;

/** '해열제 시럽 외 1' */
export const medicineSummary = (medicines: { medicineName: string }[]) =>
  medicines.length > 1 ? t.summary(medicines[0].medicineName, medicines.length - 1) : (medicines[0]?.medicineName ?? '');

/** The child's 투약의뢰서, newest day first, and 투약 의뢰하기. */
export default function FamilyMedicineListPage() {
  const childCode = useChildCode();
  const page = usePageParam();
  const query = useFamilyMedicineList(childCode, page);
  return (
    <section className="family-page">
      <PageHead title={t.title} back={childPath(childCode, 'apply')} />
      <CreateButton to={childPath(childCode, 'medicine', 'new')} label={t.create} />
      <FamilyList
        query={query}
        label={t.title}
        empty={t.empty}
        page={page}
        itemKey={(item) => item.medicineId}
        to={(item) => childPath(childCode, 'medicine', item.medicineId)}
      >
        {(item) => (
          <>
            <div className="family-card-title">
              <span>{formatDay(item.requestDate)}</span>
              <StatusTag status={item.status} label={medicineStatusLabels[item.status]} />
            </div>
            <div className="family-card-line">{medicineSummary(item.medicines)}</div>
            <div className="family-card-line">{item.symptom}</div>
          </>
        )}
      </FamilyList>
    </section>
  );
}
