import { useState } from 'react';
import { Alert, Button, Card, Form } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { classAgeBandLabel, type ClassDetail } from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { RecordPage } from '@/components/record-page';
import { classKo } from '@/i18n/domains/class';
import { ko } from '@/i18n/ko';
import { showApiError } from '@/lib/show-api-error';
import { useUiStore } from '@/stores/ui';
import { useDeleteClass } from '../api/delete-class';
import { useGetClass } from '../api/get-class';
import { useUpdateClass } from '../api/update-class';
import { CLASS_LIST_PATH } from '../components/class-columns';
import { ClassChildren } from '../components/class-children';
import { ClassForm, showClassSaveError, toClassInput, type ClassFormValues } from '../components/class-form';
import { ClassTeachers } from '../components/class-teachers';
import { ColorDot } from '../components/color-dot';

const t = classKo;

/** class/{id}: edit the class, give it teachers, see its children, delete it when empty. */
export default function ClassDetailPage() {
  const classId = Number(useParams().id);
  const query = useGetClass(classId);
  return (
    <RecordPage title={ko.titles.classDetail} listPath={CLASS_LIST_PATH} backLabel={t.backToList} query={query}>
      {(record) => <ClassRecord key={record.classId} record={record} />}
    </RecordPage>
  );
}

function ClassRecord({ record }: { record: ClassDetail }) {
  const [form] = Form.useForm<ClassFormValues>();
  const navigate = useNavigate();
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);
  const update = useUpdateClass();
  const remove = useDeleteClass();
  const [deleteRefusal, setDeleteRefusal] = useState<string>();

  const handleSubmit = (values: ClassFormValues) =>
    update.mutate(
      { classId: record.classId, body: toClassInput(values) },
      { onSuccess: () => showAlert(t.saved, 'success'), onError: (error) => showClassSaveError(form, error) },
    );

  // the server's 409 says who is still in the class and what to do: it stays on screen beside the button
  const handleDelete = () =>
    openConfirm(t.confirmDelete(record.className), () =>
      remove.mutate(record.classId, {
        onSuccess: () => {
          showAlert(t.deleted, 'success');
          navigate(CLASS_LIST_PATH, { replace: true });
        },
        onError: (error) => {
          const apiError = toApiError(error);
          if (apiError.code === 'CONFLICT') setDeleteRefusal(apiError.message);
          else showApiError(error);
        },
      }),
    );

  return (
    <div className="record-detail">
      <Card className="record-summary" size="small">
        <div className="record-summary-head">
          <ColorDot color={record.color} size={18} />
          <h2 className="record-summary-title">{record.className}</h2>
        </div>
        <p className="record-summary-line">
          {classAgeBandLabel(record.ageBand)} · {t.capacity} {t.capacityOf(record.childCount, record.capacity, record.pausedCount)} · {t.teacherCount(record.teachers.length)}
        </p>
      </Card>

      <section className="record-section" aria-labelledby="class-edit">
        <h3 id="class-edit" className="record-section-title">
          {t.editTitle}
        </h3>
        <ClassForm form={form} record={record} saving={update.isPending} submitLabel={t.save} onSubmit={handleSubmit} />
      </section>

      <ClassTeachers key={record.teachers.map((x) => x.tno).join()} record={record} />
      <ClassChildren record={record} />

      {deleteRefusal && <Alert type="error" showIcon message={deleteRefusal} closable onClose={() => setDeleteRefusal(undefined)} />}
      <div className="record-actions">
        <Button size="large" danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} onClick={handleDelete}>
          {t.delete}
        </Button>
      </div>
    </div>
  );
}
