import { Button, Form, Input, Select, Switch } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { teacherEmailSchema, teacherNameSchema, teacherPhoneSchema, teacherRoleSchema, type Role, type TeacherDetail } from '@kg/contract';
import { teacherKo } from '@/i18n/domains/teacher';
import { applyServerErrors, zodRule } from '@/lib/form-rules';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { useAdminUpdateTeacher } from '../api/update-teacher';
import { ClassSelect } from './class-select';
import { roleOptionsFor } from './role-options';
import { recordFormProps } from '@/lib/record-form';

const t = teacherKo;

type FormValues = { teacherName: string; phone: string; email: string; role: Role; classId: number | null; active: boolean };

type TeacherAdminFormProps = {
  teacher: TeacherDetail;
  /** own record: role and active cannot change */
  isSelf: boolean;
  /** a manager looking at an admin: nothing can change */
  readOnly: boolean;
};

/** The director's edit of a staff record: name, contacts, role, class and whether the account may sign in. */
export function TeacherAdminForm({ teacher, isSelf, readOnly }: TeacherAdminFormProps) {
  const [form] = Form.useForm<FormValues>();
  const actorRole = useSessionStore((s) => s.role);
  const showAlert = useUiStore((s) => s.showAlert);
  const update = useAdminUpdateTeacher();
  const active = Form.useWatch('active', form);

  const handleFinish = (values: FormValues) =>
    update.mutate(
      {
        tno: teacher.tno,
        body: {
          teacherName: values.teacherName.trim(),
          phone: values.phone ?? '',
          email: values.email ?? '',
          role: values.role,
          classId: values.active ? (values.classId ?? null) : null,
          active: values.active,
        },
      },
      { onSuccess: () => showAlert(t.saved, 'success'), onError: (error) => applyServerErrors(form, error) },
    );

  return (
    <Form<FormValues> {...recordFormProps}
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={{
        teacherName: teacher.teacherName,
        phone: teacher.phone ?? '',
        email: teacher.email ?? '',
        role: teacher.role,
        classId: teacher.classId,
        active: teacher.active,
      }}
      onFinish={handleFinish}
      requiredMark={false}
    >
      <Form.Item name="teacherName" label={t.teacherName} rules={[zodRule(teacherNameSchema)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="phone" label={t.phone} rules={[zodRule(teacherPhoneSchema)]}>
        <Input placeholder={t.phonePlaceholder} inputMode="tel" maxLength={20} />
      </Form.Item>
      <Form.Item name="email" label={t.email} rules={[zodRule(teacherEmailSchema)]}>
        <Input placeholder={t.emailPlaceholder} inputMode="email" maxLength={100} />
      </Form.Item>
      <Form.Item name="role" label={t.role} rules={[zodRule(teacherRoleSchema)]}>
        <Select<Role> disabled={isSelf || readOnly} options={roleOptionsFor(teacher.role === 'ROLE_ADMIN' ? 'ROLE_ADMIN' : actorRole)} />
      </Form.Item>
      <Form.Item name="classId" label={t.className}>
        <ClassSelect disabled={readOnly || active === false} />
      </Form.Item>
      <Form.Item name="active" label={t.active} valuePropName="checked" extra={active === false ? t.inactiveHint : undefined}>
        <Switch disabled={isSelf || readOnly} checkedChildren={t.activeYes} unCheckedChildren={t.activeNo} />
      </Form.Item>
      <div className="record-actions">
        <Button size="large" type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={update.isPending}>
          {t.save}
        </Button>
      </div>
    </Form>
  );
}
