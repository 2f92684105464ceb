import { useState } from 'react';
import { Button, Card, Empty, Form, List, Spin, Tag } from 'antd';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { childGenderLabels, type Child, type ChildClassOption, type ChildInput } from '@kg/contract';
import { RecordPage } from '@/components/record-page';
import { childKo } from '@/i18n/domains/child';
import { ko } from '@/i18n/ko';
import { useFormDraft } from '@/lib/form-draft';
import { applyServerErrors } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useDeleteChild } from '../api/delete-child';
import { useGetChild } from '../api/get-child';
import { useUnlinkParent } from '../api/link-parent';
import { useClassOptions } from '../api/list-class-options';
import { useUpdateChild } from '../api/save-child';
import { AddParentModal } from '../components/add-parent-modal';
import { ChildForm } from '../components/child-form';
import { ChildProfilePhoto } from '../components/child-profile-photo';
import { ChildStatusControl } from '../components/child-status-control';
import { AllergyDetails, ChildStatusTag, ClassTag, HealthFlags } from '../components/child-tags';
import '../child.css';

const t = childKo;
const LIST_PATH = '/admin/child';

/** child/{id}: the record with photo, status (confirmed), parents and the edit form. */
export default function ChildDetailPage() {
  const childCode = Number(useParams().id);
  const query = useGetChild(childCode);
  return (
    <RecordPage title={ko.titles.childDetail} listPath={LIST_PATH} backLabel={t.backToList} query={query}>
      {(child) => <ChildRecord key={child.childCode} child={child} />}
    </RecordPage>
  );
}

const toInput = (child: Child): ChildInput => ({
  name: child.name,
  birthDate: child.birthDate,
  gender: child.gender,
  classId: child.classId,
  admissionDate: child.admissionDate ?? '',
  allergyCodes: child.allergyCodes,
  allergies: child.allergies,
  allergyNote: child.allergyNote,
  healthNotes: child.healthNotes,
  photoConsent: child.photoConsent,
  address: child.address,
  memo: child.memo,
  emergencyContacts: child.emergencyContacts.map(({ name, relation, phone }) => ({ name, relation, phone })),
  pickupPersons: child.pickupPersons.map(({ name, relation, phone, authorised, note }) => ({ name, relation, phone, authorised, note })),
});

function ChildRecord({ child }: { child: Child }) {
  const classOptions = useClassOptions();
  const removal = useDeleteChild();
  const navigate = useNavigate();
  const openConfirm = useUiStore((s) => s.openConfirm);
  const showAlert = useUiStore((s) => s.showAlert);

  const handleDelete = () =>
    openConfirm(t.confirmDelete(child.name), () =>
      removal.mutate(child.childCode, {
        onSuccess: () => {
          showAlert(t.deleted, 'success');
          navigate(LIST_PATH);
        },
      }),
    );

  return (
    <div className="record-detail">
      <Card className="record-summary" size="small">
        <div className="record-summary-head" style={{ alignItems: 'flex-start' }}>
          <ChildProfilePhoto child={child} editable />
          <div>
            <div className="record-summary-head">
              <h2 className="record-summary-title">{child.name}</h2>
              <ChildStatusTag status={child.status} />
              <ClassTag name={child.className} color={child.classColor} />
            </div>
            <p className="record-summary-line">
              {childGenderLabels[child.gender]} · {child.birthDate} ({t.ageYears(child.ageYears)}) · {t.admissionDate} {child.admissionDate ?? '-'}
              {child.leaveDate && ` · ${t.leaveDate} ${child.leaveDate}`}
            </p>
            <p className="record-summary-line">
              <HealthFlags child={child} showText />
            </p>
            <AllergyDetails child={child} />
          </div>
        </div>
        <ChildStatusControl child={child} />
      </Card>

      <ParentsSection child={child} />

      <Card size="small" title={t.editTitle}>
        {/* a status change can clear the class: the form starts again from the saved record */}
        {classOptions.data ? <ChildEditForm key={`${child.status}-${child.classId}`} child={child} classOptions={classOptions.data} /> : <Spin />}
      </Card>

      <div className="record-actions">
        <Button danger size="large" icon={<DeleteOutlined aria-hidden />} loading={removal.isPending} onClick={handleDelete}>
          {t.deleteChild}
        </Button>
      </div>
    </div>
  );
}

function ParentsSection({ child }: { child: Child }) {
  const [adding, setAdding] = useState(false);
  const unlink = useUnlinkParent(child.childCode);
  const openConfirm = useUiStore((s) => s.openConfirm);
  const showAlert = useUiStore((s) => s.showAlert);
  // the link only: the account stays (docs/product/parent.md#linking)
  const handleUnlink = (parent: Child['parents'][number]) =>
    openConfirm(t.confirmUnlink(parent.name, child.name), () =>
      unlink.mutate(parent.pno, { onSuccess: () => showAlert(t.parentUnlinked(parent.name), 'success') }),
    );
  return (
    <Card
      size="small"
      title={t.parents}
      extra={
        <Button size="small" icon={<UserAddOutlined aria-hidden />} onClick={() => setAdding(true)}>
          {t.addParent}
        </Button>
      }
    >
      <AddParentModal childCode={child.childCode} childName={child.name} open={adding} onClose={() => setAdding(false)} />
      {child.parents.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noParents} />
      ) : (
        <List
          dataSource={child.parents}
          renderItem={(p) => (
            <List.Item
              key={p.pno}
              actions={[
                <Button key="unlink" size="small" type="link" danger aria-label={t.unlinkParentLabel(p.name)} disabled={unlink.isPending} onClick={() => handleUnlink(p)}>
                  {t.unlinkParent}
                </Button>,
              ]}
            >
              <Link to={`/admin/parents/${p.pno}`}>{p.name}</Link> ({p.relation}) {p.phone && <span className="record-muted">{p.phone}</span>}
              {p.isPrimary && <Tag color="blue">{t.primary}</Tag>}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function ChildEditForm({ child, classOptions }: { child: Child; classOptions: readonly ChildClassOption[] }) {
  const [form] = Form.useForm<ChildInput>();
  const update = useUpdateChild();
  const showAlert = useUiStore((s) => s.showAlert);
  const draft = useFormDraft(form, `child.${child.childCode}`);
  const handleSubmit = (body: ChildInput) =>
    update.mutate(
      { childCode: child.childCode, body },
      {
        onSuccess: () => {
          draft.clear();
          showAlert(t.saved, 'success');
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  return (
    <ChildForm form={form} initialValues={toInput(child)} classOptions={classOptions} saving={update.isPending} submitLabel={t.save} onSubmit={handleSubmit} draft={draft} />
  );
}
