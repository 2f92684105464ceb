import { Result } from 'antd';
import { useParams } from 'react-router';
import { FACILITY_NOT_FOUND_MESSAGE } from '@kg/contract';
import { PageTitle } from '@/components/page-title';
import { RecordPage } from '@/components/record-page';
import { ko } from '@/i18n/ko';
import { recordIdOf } from '@/lib/record-id';
import { useGetFacility } from '../api/get-facility';
import { FacilityAdminOnly } from '../components/facility-admin-only';
import { FacilityForm } from '../components/facility-form';
import { FACILITY_LIST_PATH } from '../facility-paths';
import '../facility.css';

const t = ko.facility;

/** facilities/photos/{id}/edit: the space in the form, its photos in order with their captions; 삭제 is here too. */
export default function FacilityEditPage() {
  const facilityId = recordIdOf(useParams().facility_id);
  return (
    <FacilityAdminOnly title={t.editTitle}>
      {facilityId === null ? (
        <>
          <PageTitle title={t.editTitle} />
          <Result status="warning" title={FACILITY_NOT_FOUND_MESSAGE} />
        </>
      ) : (
        <FacilityEdit key={facilityId} facilityId={facilityId} />
      )}
    </FacilityAdminOnly>
  );
}

function FacilityEdit({ facilityId }: { facilityId: number }) {
  const query = useGetFacility(facilityId);
  return (
    <RecordPage title={t.editTitle} listPath={FACILITY_LIST_PATH} backLabel={t.backToList} query={query}>
      {(facility) => <FacilityForm key={facility.facilityId} facility={facility} />}
    </RecordPage>
  );
}
