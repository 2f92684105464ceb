import { Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { MEDICINE_PARENT_LOCKED_MESSAGE, MEDICINE_UPDATED_MESSAGE } from '@kg/contract';
import { useChildCode } from '@/family/child-scope';
import { PageHead } from '@/family/components/page-head';
import { childPath } from '@/family/paths';
import { FamilyQueryState } from '@/family/components/family-query-state';
import { familyKo } from '@/i18n/domains/family';
import { useUiStore } from '@/stores/ui';
import { useFamilyMedicine, useUpdateFamilyMedicine } from '../api/family-medicine';
import { MedicineForm } from '../components/medicine-form';

const t = familyKo.medicine;

/** 고치기: the whole request again, only while no teacher has checked it (the server refuses otherwise). */
export default function FamilyMedicineEditPage() {
  const childCode = useChildCode();
  const medicineId = Number(useParams().id);
  const navigate = useNavigate();
  const query = useFamilyMedicine(childCode, medicineId);
  const update = useUpdateFamilyMedicine();
  const back = childPath(childCode, 'medicine', medicineId);
  return (
    <section className="family-page">
      <PageHead title={t.edit} back={back} />
      <FamilyQueryState query={query}>
        {(medicine) =>
          !medicine.canChange ? (
            <Result status="info" title={MEDICINE_PARENT_LOCKED_MESSAGE} />
          ) : (
            <MedicineForm
              initialValues={{
                requestDate: medicine.requestDate,
                symptom: medicine.symptom,
                medicines: medicine.medicines,
                parentNote: medicine.parentNote,
                confirmed: false,
              }}
              submitLabel={t.save}
              submitting={update.isPending}
              onSubmit={async (values) => {
                await update.mutateAsync({ ...values, childCode, medicineId, confirmed: true });
                useUiStore.getState().showAlert(MEDICINE_UPDATED_MESSAGE, 'success');
                navigate(back, { replace: true });
              }}
            />
          )
        }
      </FamilyQueryState>
    </section>
  );
}
