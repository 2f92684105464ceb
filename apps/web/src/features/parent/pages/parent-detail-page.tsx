import { Card, Col, Row } from 'antd';
import { useParams } from 'react-router';
import { parentContactKinds, type ParentDetail } from '@kg/contract';
import { RecordPage } from '@/components/record-page';
import { parentKo } from '@/i18n/domains/parent';
import { ko } from '@/i18n/ko';
import { useGetParent } from '../api/get-parent';
import { ParentAccountActions } from '../components/parent-account-actions';
import { ParentChildren } from '../components/parent-children';
import { ParentContactSection } from '../components/parent-contacts';
import { ParentFacts } from '../components/parent-facts';
import { ParentInfoForm } from '../components/parent-info-form';
import { ParentStatusTag } from '../components/parent-status-tag';

const t = parentKo;
const LIST_PATH = '/admin/parents';

/** parents/{id}: the account — info, extra contacts, children, and the account actions. */
export default function ParentDetailPage() {
  const pno = Number(useParams().id);
  const query = useGetParent(pno);
  return (
    <RecordPage title={ko.titles.parentDetail} listPath={LIST_PATH} backLabel={t.backToList} query={query}>
      {(parent) => <ParentRecord parent={parent} />}
    </RecordPage>
  );
}

function ParentRecord({ parent }: { parent: ParentDetail }) {
  return (
    <div className="record-detail">
      <Card className="record-summary" size="small">
        <div className="record-summary-head">
          <h2 className="record-summary-title">{parent.name}</h2>
          <ParentStatusTag status={parent.status} isLocked={parent.isLocked} />
        </div>
        <p className="record-summary-line">
          {parent.loginId} · {parent.phone ? <a href={`tel:${parent.phone}`}>{parent.phone}</a> : '-'}
        </p>
      </Card>

      <ParentFacts parent={parent} />

      <section className="record-section" aria-labelledby="parent-children">
        <h3 id="parent-children" className="record-section-title">
          {t.children}
        </h3>
        <ParentChildren items={parent.children} />
      </section>

      <ParentAccountActions parent={parent} />

      <Row gutter={[24, 16]}>
        <Col xs={24} lg={12}>
          <section className="record-section" aria-labelledby="parent-info">
            <h3 id="parent-info" className="record-section-title">
              {t.info}
            </h3>
            {/* a fresh form whenever the saved record changes */}
            <ParentInfoForm key={parent.updatedAt} parent={parent} />
          </section>
        </Col>
        <Col xs={24} lg={12}>
          {parentContactKinds.map((kind) => (
            <ParentContactSection key={kind} parent={parent} kind={kind} />
          ))}
        </Col>
      </Row>
    </div>
  );
}
