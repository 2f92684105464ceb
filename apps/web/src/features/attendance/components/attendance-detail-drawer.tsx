import { useEffect } from 'react';
import { Button, Checkbox, Drawer, Form, Grid, Input, Segmented, type FormInstance } from 'antd';
import {
  attendanceRecordInputSchema,
  attendanceStatuses,
  attendanceStatusLabels,
  type AttendanceChild,
  type AttendanceRecordInput,
  type AttendanceStatus,
} from '@kg/contract';
import { attendanceKo } from '@/i18n/domains/attendance';
import { fieldRule } from '@/lib/form-rules';
import { recordFormProps } from '@/lib/record-form';

const t = attendanceKo;
const OPTIONS = attendanceStatuses.map((status) => ({ value: status, label: attendanceStatusLabels[status] }));

export type DetailValues = {
  status: AttendanceStatus;
  arrivedAt: string;
  leftAt: string;
  excused: boolean;
  excuseReason: string;
  note: string;
};

export type DetailForm = FormInstance<DetailValues>;

type Props = {
  child: AttendanceChild | null;
  saving: boolean;
  onSave: (record: AttendanceRecordInput, form: DetailForm) => void;
  onClose: () => void;
};

const rule = (field: keyof DetailValues) => fieldRule(attendanceRecordInputSchema, field);

/** A child's full record of the day: status, arrival and leave times, 인정결석 with its reason, a note. */
export function AttendanceDetailDrawer({ child, saving, onSave, onClose }: Props) {
  const [form] = Form.useForm<DetailValues>();
  const isPhone = Grid.useBreakpoint().sm === false;
  const status = Form.useWatch('status', form);
  const excused = Form.useWatch('excused', form);

  useEffect(() => {
    if (!child) return;
    const r = child.record;
    form.setFieldsValue({
      status: r?.status ?? 'present',
      arrivedAt: r?.arrivedAt ?? '',
      leftAt: r?.leftAt ?? '',
      excused: r?.excused ?? false,
      excuseReason: r?.excuseReason ?? '',
      note: r?.note ?? '',
    });
  }, [child, form]);

  const handleFinish = (values: DetailValues) => {
    if (!child) return;
    const absent = values.status === 'absent';
    const record: AttendanceRecordInput = {
      childCode: child.childCode,
      status: values.status,
      arrivedAt: absent ? '' : values.arrivedAt,
      leftAt: absent ? '' : values.leftAt,
      excused: absent && values.excused,
      excuseReason: absent && values.excused ? values.excuseReason : '',
      note: values.note,
    };
    // cross-field rules of the contract (leave before arrival, excused without a reason) land on their fields
    const parsed = attendanceRecordInputSchema.safeParse(record);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: issue.path as never, errors: [issue.message] })));
      return;
    }
    onSave(record, form);
  };

  return (
    <Drawer
      open={child !== null}
      title={child ? t.detailTitle(child.childName) : ''}
      placement={isPhone ? 'bottom' : 'right'}
      size={isPhone ? 560 : 400}
      onClose={onClose}
      destroyOnHidden
    >
      <Form {...recordFormProps} form={form} layout="vertical" onFinish={handleFinish}>
        <Form.Item name="status" label={t.status}>
          <Segmented<AttendanceStatus> block size="large" options={OPTIONS} aria-label={t.status} name="attendance-detail-status" />
        </Form.Item>
        {status !== 'absent' && (
          <div className="attendance-times">
            <Form.Item name="arrivedAt" label={t.arrivedAt} rules={[rule('arrivedAt')]}>
              <Input type="time" size="large" />
            </Form.Item>
            <Form.Item name="leftAt" label={t.leftAt} rules={[rule('leftAt')]}>
              <Input type="time" size="large" />
            </Form.Item>
          </div>
        )}
        {status === 'absent' && (
          <>
            <Form.Item name="excused" valuePropName="checked">
              <Checkbox>{t.excused}</Checkbox>
            </Form.Item>
            {excused && (
              <Form.Item name="excuseReason" label={t.excuseReason} rules={[rule('excuseReason')]}>
                <Input maxLength={200} placeholder={t.excuseReasonPlaceholder} />
              </Form.Item>
            )}
          </>
        )}
        <Form.Item name="note" label={t.note} rules={[rule('note')]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={saving}>
          {t.save}
        </Button>
      </Form>
    </Drawer>
  );
}
