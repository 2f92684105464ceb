import { useState } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import { createParentBodySchema, type CreateParentInput } from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { OneTimePasswordModal } from '@/components/one-time-password-modal';
import { childKo } from '@/i18n/domains/child';
import { fieldRule, applyServerErrors } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useAddParent } from '../api/add-parent';
import { recordFormProps } from '@/lib/record-form';

const t = childKo;
const rule = (field: keyof typeof createParentBodySchema.shape) => [fieldRule(createParentBodySchema, field)];

type AddParentModalProps = { childCode: number; childName: string; open: boolean; onClose: () => void };

/** 보호자 추가: a parent account for the parent app, linked to this child; its one-time password is shown once. */
export function AddParentModal({ childCode, childName, open, onClose }: AddParentModalProps) {
  const [form] = Form.useForm<CreateParentInput>();
  const addParent = useAddParent(childCode);
  const showAlert = useUiStore((s) => s.showAlert);
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);

  const handleFinish = (values: CreateParentInput) => {
    addParent.mutate(values, {
      onSuccess: (result) => {
        showAlert(t.parentAdded(result.parent.name), 'success');
        form.resetFields();
        onClose();
        setCreated({ name: result.parent.name, password: result.initialPassword });
      },
      onError: (error) => {
        const apiError = toApiError(error);
        // the only conflict this call has is a login id someone already uses
        if (apiError.code === 'CONFLICT') form.setFields([{ name: 'loginId', errors: [apiError.message] }]);
        else applyServerErrors(form, error);
      },
    });
  };

  return (
    <>
      <Modal
        open={open}
        title={t.addParentTitle(childName)}
        okText={t.addParent}
        cancelText={t.cancel}
        onOk={() => form.submit()}
        onCancel={onClose}
        confirmLoading={addParent.isPending}
        destroyOnHidden
      >
        <Form<CreateParentInput> {...recordFormProps} form={form} name="add-parent" layout="vertical" onFinish={handleFinish} initialValues={{ isPrimary: false }}>
          <Form.Item name="name" label={t.parentName} rules={rule('name')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="relation" label={t.relation} rules={rule('relation')}>
            <Input placeholder={t.relationPlaceholder} />
          </Form.Item>
          <Form.Item name="phone" label={t.parentMobile} rules={rule('phone')}>
            <Input inputMode="tel" placeholder="010-1234-5678" />
          </Form.Item>
          <Form.Item name="email" label={t.parentEmail} rules={rule('email')}>
            <Input inputMode="email" />
          </Form.Item>
          <Form.Item name="loginId" label={t.parentLoginId} rules={rule('loginId')} extra={t.parentLoginIdHint}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="isPrimary" valuePropName="checked">
            <Checkbox>{t.primary}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
      <OneTimePasswordModal
        title={t.parentPasswordTitle}
        notice={t.parentPasswordNotice(created?.name ?? '')}
        hint={t.parentPasswordHint}
        password={created?.password ?? null}
        onClose={() => setCreated(null)}
      />
    </>
  );
}
