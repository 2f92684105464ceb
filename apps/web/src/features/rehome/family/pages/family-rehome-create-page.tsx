import { useNavigate } from 'react-router';
import { REHOME_REQUESTED_MESSAGE } from '@kg/contract';
import { useChildCode } from '@/family/child-scope';
import { PageHead } from '@/family/components/page-head';
import { childPath } from '@/family/paths';
import { FamilyQueryState } from '@/family/components/family-query-state';
import { familyKo } from '@/i18n/domains/family';
import { useUiStore } from '@/stores/ui';
import { useCreateFamilyRehome, useFamilyPickupPersons } from '../api/family-rehome';
import { OTHER_PERSON, RehomeForm } from '../components/rehome-form';

const t = familyKo.rehome;

/** 귀가동의서 보내기: the form with the child's authorised pickup persons to choose from. */
export default function FamilyRehomeCreatePage() {
  const childCode = useChildCode();
  const navigate = useNavigate();
  const persons = useFamilyPickupPersons(childCode);
  const create = useCreateFamilyRehome();
  return (
    <section className="family-page">
      <PageHead title={t.create} back={childPath(childCode, 'rehome')} />
      <FamilyQueryState query={persons}>
        {(list) => (
          <RehomeForm
            persons={list}
            submitting={create.isPending}
            onSubmit={async ({ person, pickup, ...values }) => {
              const rehome = await create.mutateAsync({
                ...values,
                childCode,
                ...(person === OTHER_PERSON ? { pickup } : { pickupPersonId: person }),
              });
              useUiStore.getState().showAlert(REHOME_REQUESTED_MESSAGE, 'success');
              navigate(childPath(childCode, 'rehome', rehome.rehomeId), { replace: true });
            }}
          />
        )}
      </FamilyQueryState>
    </section>
  );
}
