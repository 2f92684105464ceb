import { UnorderedListOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/link-button';
import { PageTitle } from '@/components/page-title';
import { ko } from '@/i18n/ko';
import { FacilityAdminOnly } from '../components/facility-admin-only';
import { FacilityForm } from '../components/facility-form';
import { FACILITY_LIST_PATH } from '../facility-paths';
import '../facility.css';

const t = ko.facility;

/** facilities/photos/new: a new space with its photos (admins and managers). */
export default function FacilityCreatePage() {
  return (
    <FacilityAdminOnly title={t.createTitle}>
      <PageTitle
        title={t.createTitle}
        extra={
          <LinkButton to={FACILITY_LIST_PATH} icon={<UnorderedListOutlined aria-hidden />}>
            {t.backToList}
          </LinkButton>
        }
      />
      <FacilityForm />
    </FacilityAdminOnly>
  );
}
