import { Button, Form, Input } from 'antd';
import { CLASS_INTRODUCTION_MAX, updateClassIntroduceBodySchema, type UpdateClassIntroduceBody } from '@kg/contract';
import { dashboardKo } from '@/i18n/domains/dashboard';
import { ko } from '@/i18n/ko';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { recordFormProps } from '@/lib/record-form';
import { useUiStore } from '@/stores/ui';
import { useUpdateIntroduce } from '../api/update-introduce';

const t = dashboardKo;

/** The class introduction's edit form (loaded when 소개 수정 is pressed: the dashboard itself has no form). */
export default function ClassIntroduceForm({ classId, text, onClose }: { classId: number; text: string; onClose: () => void }) {
  const [form] = Form.useForm<UpdateClassIntroduceBody>();
  const save = useUpdateIntroduce(classId);
  const showAlert = useUiStore((s) => s.showAlert);

  const handleFinish = (values: UpdateClassIntroduceBody) =>
    save.mutate(
      { classIntroduce: values.classIntroduce ?? '' },
      {
        onSuccess: () => {
          onClose();
          showAlert(t.introduceSaved, 'success');
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );

  return (
    <Form {...recordFormProps} form={form} layout="vertical" initialValues={{ classIntroduce: text }} onFinish={handleFinish}>
      <Form.Item name="classIntroduce" label={t.introduce} rules={[fieldRule(updateClassIntroduceBodySchema, 'classIntroduce')]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={CLASS_INTRODUCTION_MAX} showCount placeholder={t.introducePlaceholder} />
      </Form.Item>
      <div className="record-actions">
        <Button onClick={onClose}>{ko.common.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t.introduceSave}
        </Button>
      </div>
    </Form>
  );
}
