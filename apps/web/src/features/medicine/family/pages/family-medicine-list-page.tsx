import { Button, Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { medicineStatusLabels } from '@kg/contract';
import { QueryState } from '@/components/query-state';
import { useChildCode } from '@/family/child-scope';
import { PageHead } from '@/family/components/page-head';
import { Pager, usePageParam } from '@/family/components/pager';
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
  const navigate = useNavigate();
  const query = useFamilyMedicineList(childCode, page);
  return (
    <section className="family-page">
      <PageHead title={t.title} back={childPath(childCode, 'apply')} />
      <Button type="primary" size="large" block icon={<PlusOutlined />} onClick={() => navigate(childPath(childCode, 'medicine', 'new'))} className="family-block">
        {t.create}
      </Button>
      <QueryState query={query} errorTitle={familyKo.loadFailed} retryLabel={familyKo.retry}>
        {(data) =>
          data.items.length === 0 ? (
            <Empty description={t.empty} />
          ) : (
            <>
              <ul className="family-list" aria-label={t.title}>
                {data.items.map((item) => (
                  <li key={item.medicineId}>
                    <Link to={childPath(childCode, 'medicine', item.medicineId)} className="family-card">
                      <div className="family-card-title">
                        <span>{formatDay(item.requestDate)}</span>
                        <StatusTag status={item.status} label={medicineStatusLabels[item.status]} />
                      </div>
                      <div className="family-card-line">{medicineSummary(item.medicines)}</div>
                      <div className="family-card-line">{item.symptom}</div>
                    </Link>
                  </li>
                ))}
              </ul>
              <Pager page={page} total={data.total} size={data.size} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
