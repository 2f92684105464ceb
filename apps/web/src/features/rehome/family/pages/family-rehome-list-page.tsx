import { Tag } from 'antd';
import { rehomeMethodLabels, rehomeStatusLabels } from '@kg/contract';
import { useChildCode } from '@/family/child-scope';
import { CreateButton } from '@/family/components/create-button';
import { FamilyList } from '@/family/components/family-list';
import { PageHead } from '@/family/components/page-head';
import { usePageParam } from '@/family/components/pager';
import { StatusTag } from '@/family/components/status-tag';
import { childPath } from '@/family/paths';
import { familyKo } from '@/i18n/domains/family';
import { formatDay } from '@/lib/format-date';
import { useFamilyRehomeList } from '../api/family-rehome';

const t = familyKo.rehome;

/** The child's 귀가동의서, newest day first, and 귀가동의서 보내기. */
export default function FamilyRehomeListPage() {
  const childCode = useChildCode();
  const page = usePageParam();
  const query = useFamilyRehomeList(childCode, page);
  return (
    <section className="family-page">
      <PageHead title={t.title} back={childPath(childCode, 'apply')} />
      <CreateButton to={childPath(childCode, 'rehome', 'new')} label={t.create} />
      <FamilyList
        query={query}
        label={t.title}
        empty={t.empty}
        page={page}
        itemKey={(item) => item.rehomeId}
        to={(item) => childPath(childCode, 'rehome', item.rehomeId)}
      >
        {(item) => (
          <>
            <div className="family-card-title">
              <span>
                {formatDay(item.rehomeDate)} {item.rehomeTime}
              </span>
              <StatusTag status={item.status} label={rehomeStatusLabels[item.status]} />
            </div>
            <div className="family-card-line">
              {t.personLine(item.pickupName, item.relation, item.phone)} · {rehomeMethodLabels[item.method]}
            </div>
            {!item.pickupAuthorised && <Tag color="warning">{t.notListed}</Tag>}
          </>
        )}
      </FamilyList>
    </section>
  );
}
