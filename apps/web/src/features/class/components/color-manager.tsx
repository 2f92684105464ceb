import { useState } from 'react';
import { Alert, Button, ColorPicker, Form, Input, Modal, Space, Spin } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { CLASS_COLOR_NAME_MAX, CLASS_COLOR_PATTERN, classColorBodySchema, type ClassColor, type ClassColorBody } from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { classKo } from '@/i18n/domains/class';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useColors, useCreateColor, useDeleteColor, useUpdateColor } from '../api/list-colors';
import { ColorDot } from './color-dot';

const t = classKo;
const EMPTY: ClassColorBody = { name: '', hex: '' };

/** 반 색상 관리: the palette classes pick their colour from (add, rename/recolour, delete when unused). */
export function ColorManager({ open, onClose }: { open: boolean; onClose: () => void }) {
  const colors = useColors();
  const create = useCreateColor();
  const update = useUpdateColor();
  const remove = useDeleteColor();
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);
  const [form] = Form.useForm<ClassColorBody>();
  const [editing, setEditing] = useState<ClassColor | null>(null);
  const hex = Form.useWatch('hex', form);

  const startEdit = (color: ClassColor) => {
    setEditing(color);
    form.setFieldsValue({ name: color.name, hex: color.hex });
  };
  const stopEdit = () => {
    setEditing(null);
    form.resetFields();
  };

  const onSaved = (message: string) => () => {
    showAlert(message, 'success');
    stopEdit();
  };
  // a colour already in the palette (409) belongs on the colour field
  const onError = (error: unknown) => {
    const apiError = toApiError(error);
    if (apiError.code === 'CONFLICT') form.setFields([{ name: 'hex', errors: [apiError.message] }]);
    else applyServerErrors(form, error);
  };

  const handleFinish = (values: ClassColorBody) => {
    const body = { name: values.name.trim(), hex: values.hex.trim() };
    if (editing) update.mutate({ colorId: editing.colorId, body }, { onSuccess: onSaved(t.colorSaved), onError });
    else create.mutate(body, { onSuccess: onSaved(t.colorAdded), onError });
  };

  const handleDelete = (color: ClassColor) =>
    openConfirm(t.confirmDeleteColor(color.name), () =>
      remove.mutate(color.colorId, {
        onSuccess: () => {
          if (editing?.colorId === color.colorId) stopEdit();
          showAlert(t.colorDeleted, 'success');
        },
      }),
    );

  return (
    <Modal open={open} title={t.colorsTitle} onCancel={onClose} footer={null} destroyOnHidden centered>
      {colors.isPending ? (
        <div className="list-loading">
          <Spin />
        </div>
      ) : colors.isError ? (
        <Alert type="warning" showIcon message={t.colorsFailed} />
      ) : (
        <ul className="color-list" aria-label={t.colorsTitle} style={{ maxHeight: 320, overflowY: 'auto', margin: 0, padding: 0, listStyle: 'none' }}>
          {colors.data.length === 0 && <li className="record-muted">{t.colorsEmpty}</li>}
          {colors.data.map((color) => (
            <li key={color.colorId} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
              <ColorDot color={color.hex} size={20} />
              <span style={{ flex: 1, minWidth: 0 }}>
                <strong>{color.name}</strong> <span className="record-muted">{color.hex}</span>
                <br />
                <span className="record-muted">{color.classNames.length ? `${t.colorUsedBy}: ${color.classNames.join(', ')}` : t.colorUnused}</span>
              </span>
              <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`${color.name} ${t.editColor}`} onClick={() => startEdit(color)} />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`${color.name} ${t.deleteColor}`}
                onClick={() => handleDelete(color)}
              />
            </li>
          ))}
        </ul>
      )}

      <Form<ClassColorBody> form={form} layout="vertical" initialValues={EMPTY} onFinish={handleFinish} requiredMark={false} style={{ marginTop: 16 }}>
        <Form.Item name="name" label={t.colorName} rules={[fieldRule(classColorBodySchema, 'name')]}>
          <Input placeholder={t.colorNamePlaceholder} maxLength={CLASS_COLOR_NAME_MAX} />
        </Form.Item>
        <Form.Item label={t.colorHex} htmlFor="class-color-hex" extra={editing ? t.colorRepaintHint : undefined} required={false}>
          <Space.Compact style={{ width: '100%' }}>
            <ColorPicker
              disabledAlpha
              value={hex && CLASS_COLOR_PATTERN.test(hex) ? hex : undefined}
              onChange={(color) => form.setFieldsValue({ hex: color.toHexString() })}
            />
            <Form.Item name="hex" noStyle rules={[fieldRule(classColorBodySchema, 'hex')]}>
              <Input id="class-color-hex" placeholder="#a7f3d0" maxLength={7} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <div className="record-actions">
          {editing && <Button onClick={stopEdit}>{t.cancel}</Button>}
          <Button
            type="primary"
            htmlType="submit"
            icon={editing ? <SaveOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
            loading={create.isPending || update.isPending}
          >
            {editing ? t.save : t.addColor}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
