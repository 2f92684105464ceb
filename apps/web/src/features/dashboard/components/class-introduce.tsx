import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { CLASS_INTRODUCTION_MAX, updateClassIntroduceBodySchema, type UpdateClassIntroduceBody } from '@kg/contract';
import { dashboardKo } from '@/i18n/domains/dashboard';
import { ko } from '@/i18n/ko';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useUpdateIntroduce } from '../api/update-introduce';
import { recordFormProps } from '@/lib/record-form';

const t = dashboardKo;

/** The class introduction; its own teacher and admins edit it in place. */
export function ClassIntroduce({ classId, text, canEdit }: { classId: number; text: string; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<UpdateClassIntroduceBody>();
  const save = useUpdateIntroduce(classId);
  const showAlert = useUiStore((s) => s.showAlert);

  const handleFinish = (values: UpdateClassIntroduceBody) =>
    save.mutate(
      { classIntroduce: values.classIntroduce ?? '' },
      {
        onSuccess: () => {
          setEditing(false);
          showAlert(t.introduceSaved, 'success');
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );

  if (!editing) {
    return (
      <>
        <p className={text ? 'dashboard-introduce' : 'dashboard-introduce record-muted'}>{text || t.introduceEmpty}</p>
        {canEdit && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            {t.introduceEdit}
          </Button>
        )}
      </>
    );
  }
  return (
    <Form {...recordFormProps} form={form} layout="vertical" initialValues={{ classIntroduce: text }} onFinish={handleFinish}>
      <Form.Item name="classIntroduce" label={t.introduce} rules={[fieldRule(updateClassIntroduceBodySchema, 'classIntroduce')]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={CLASS_INTRODUCTION_MAX} showCount placeholder={t.introducePlaceholder} />
      </Form.Item>
      <div className="record-actions">
        <Button onClick={() => setEditing(false)}>{ko.common.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t.introduceSave}
        </Button>
      </div>
    </Form>
  );
}
