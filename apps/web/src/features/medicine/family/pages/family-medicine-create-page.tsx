import { useNavigate } from 'react-router';
import { MEDICINE_REQUESTED_MESSAGE } from '@kg/contract';
import { useChildCode } from '@/family/child-scope';
import { PageHead } from '@/family/components/page-head';
import { familyToday } from '@/family/month';
import { childPath } from '@/family/paths';
import { familyKo } from '@/i18n/domains/family';
import { useUiStore } from '@/stores/ui';
import { useCreateFamilyMedicine } from '../api/family-medicine';
import { MedicineForm, emptyMedicine } from '../components/medicine-form';

const t = familyKo.medicine;

/** 투약 의뢰하기: a new request for today (or a day up to 30 days ahead). */
export default function FamilyMedicineCreatePage() {
  const childCode = useChildCode();
  const navigate = useNavigate();
  const create = useCreateFamilyMedicine();
  return (
    <section className="family-page">
      <PageHead title={t.create} back={childPath(childCode, 'medicine')} />
      <MedicineForm
        initialValues={{ requestDate: familyToday(), symptom: '', medicines: [emptyMedicine()], parentNote: '', confirmed: false }}
        submitLabel={t.submit}
        submitting={create.isPending}
        onSubmit={async (values) => {
          const medicine = await create.mutateAsync({ ...values, childCode, confirmed: true });
          useUiStore.getState().showAlert(MEDICINE_REQUESTED_MESSAGE, 'success');
          navigate(childPath(childCode, 'medicine', medicine.medicineId), { replace: true });
        }}
      />
    </section>
  );
}
