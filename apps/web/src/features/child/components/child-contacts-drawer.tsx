import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Empty, Grid, List, Spin, Tag } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import type { Child } from '@kg/contract';
import { childKo } from '@/i18n/domains/child';
import { useGetChild } from '../api/get-child';
import { AddParentModal } from './add-parent-modal';
import { HealthFlags } from './child-tags';

const t = childKo;

/**
 * Who to call and who may take the child home (a teacher's view of their own class's child): read-only, except
 * 보호자 추가 (a new parent-app account or an existing one linked).
 */
export function ChildContactsDrawer({ childCode, onClose }: { childCode: number | null; onClose: () => void }) {
  const isPhone = Grid.useBreakpoint().sm === false;
  return (
    <Drawer open={childCode !== null} onClose={onClose} title={t.contactsTitle} size={isPhone ? '100%' : 480} destroyOnHidden>
      {childCode !== null && <ChildContacts childCode={childCode} />}
    </Drawer>
  );
}

function ChildContacts({ childCode }: { childCode: number }) {
  const query = useGetChild(childCode);
  const [adding, setAdding] = useState(false);
  if (query.isPending) return <Spin />;
  if (query.isError) return <Alert type="error" showIcon title={query.error.message} />;
  const child: Child = query.data;
  const barred = child.pickupPersons.filter((p) => !p.authorised);
  return (
    <div className="record-detail">
      <h2 className="record-summary-title">{child.name}</h2>
      <HealthFlags child={child} showText />
      {barred.length > 0 && <Alert type="error" showIcon title={t.pickupAlert(barred.map((p) => p.name).join(', '))} />}
      <section aria-label={t.parents}>
        <div className="record-summary-head" style={{ justifyContent: 'space-between' }}>
          <h3 className="record-section-title">{t.parents}</h3>
          {/* a teacher adds or links the parents of their own class's children (the server checks the class) */}
          <Button size="small" icon={<UserAddOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {t.addParent}
          </Button>
        </div>
        <AddParentModal childCode={child.childCode} childName={child.name} open={adding} onClose={() => setAdding(false)} />
        {child.parents.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noParents} />
        ) : (
          <List
            size="small"
            dataSource={child.parents}
            renderItem={(p) => (
              <List.Item key={p.pno}>
                {p.name} ({p.relation}) {p.phone && <a href={`tel:${p.phone}`}>{p.phone}</a>}
              </List.Item>
            )}
          />
        )}
      </section>
      <section aria-label={t.emergencyContacts}>
        <h3 className="record-section-title">{t.emergencyContacts}</h3>
        {child.emergencyContacts.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noContacts} />
        ) : (
          <List
            size="small"
            dataSource={child.emergencyContacts}
            renderItem={(c) => (
              <List.Item key={c.contactId}>
                {c.name} ({c.relation}) <a href={`tel:${c.phone}`}>{c.phone}</a>
              </List.Item>
            )}
          />
        )}
      </section>
      <section aria-label={t.pickupPersons}>
        <h3 className="record-section-title">{t.pickupPersons}</h3>
        {child.pickupPersons.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noPickups} />
        ) : (
          <List
            size="small"
            dataSource={child.pickupPersons}
            renderItem={(p) => (
              <List.Item key={p.pickupId}>
                <span className={p.authorised ? undefined : 'pickup-alert-name'}>{p.name}</span> ({p.relation}) {p.phone}{' '}
                <Tag color={p.authorised ? 'green' : 'red'}>{p.authorised ? t.authorised : t.notAuthorised}</Tag>
                {p.note && <span className="record-muted"> {p.note}</span>}
              </List.Item>
            )}
          />
        )}
      </section>
      <Descriptions size="small" column={1} items={[{ key: 'consent', label: t.photoConsent, children: child.photoConsent ? t.photoConsentYes : t.photoConsentNo }]} />
    </div>
  );
}
