import { Card, Form } from 'antd';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { classKo } from '@/i18n/domains/class';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';
import { useCreateClass } from '../api/create-class';
import { CLASS_LIST_PATH, classPath } from '../components/class-columns';
import { ClassForm, showClassSaveError, toClassInput, type ClassFormValues } from '../components/class-form';

const t = classKo;

/** class/new: a new class; it opens in its detail page once saved (to give it teachers). */
export default function ClassCreatePage() {
  const [form] = Form.useForm<ClassFormValues>();
  const navigate = useNavigate();
  const showAlert = useUiStore((s) => s.showAlert);
  const create = useCreateClass();

  const handleSubmit = (values: ClassFormValues) =>
    create.mutate(toClassInput(values), {
      onSuccess: (detail) => {
        showAlert(t.created, 'success');
        navigate(classPath(detail.classId), { replace: true });
      },
      onError: (error) => showClassSaveError(form, error),
    });

  return (
    <>
      <PageTitle title={ko.titles.classCreate} />
      <Card className="record-detail">
        <ClassForm form={form} saving={create.isPending} submitLabel={t.create} onSubmit={handleSubmit} onCancel={() => navigate(CLASS_LIST_PATH)} />
      </Card>
    </>
  );
}
