import { Button, Form, Input, Select } from 'antd';
import type { Rule, RuleObject } from 'antd/es/form';
import { SaveOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  PASSWORD_MAX,
  TEACHER_ID_TAKEN_MESSAGE,
  passwordSchema,
  teacherEmailSchema,
  teacherIdSchema,
  teacherNameSchema,
  teacherPhoneSchema,
  teacherRoleSchema,
  type CreateTeacherInput,
  type Role,
} from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { teacherKo } from '@/i18n/domains/teacher';
import { applyServerErrors, zodRule } from '@/lib/form-rules';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { checkTeacherId } from '../api/check-teacher-id';
import { useCreateTeacher } from '../api/create-teacher';
import { ClassSelect } from './class-select';
import { roleOptionsFor } from './role-options';
import { TEACHER_LIST_PATH, teacherPath } from './teacher-columns';
import { recordFormProps } from '@/lib/record-form';

const t = teacherKo;
const ID_CHECK_DEBOUNCE_MS = 400;

type FormValues = {
  teacherId: string;
  password: string;
  passwordConfirm: string;
  teacherName: string;
  role: Role;
  classId: number | null;
  phone: string;
  email: string;
};

/** The id is checked against the server as it is typed, exactly as typed (docs/product/teacher.md#rules). */
const idFreeRule: Rule = {
  validator: async (_rule, value: unknown) => {
    if (!teacherIdSchema.safeParse(value).success) return; // the schema rule says why
    let check;
    try {
      check = await checkTeacherId(value as string);
    } catch {
      return; // no answer: the save itself still refuses a taken id
    }
    if (!check.available) throw new Error(check.message);
  },
};

/** The contract's password rules, with the id being typed (a password may not contain it). */
const passwordRule: Rule = ({ getFieldValue }) => zodRule(passwordSchema(getFieldValue('teacherId'))) as RuleObject;

const confirmRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (value !== getFieldValue('password')) throw new Error(t.passwordMismatch);
  },
});

/** teacher/new: id (checked as typed), first password, name, role, class, contacts. */
export function TeacherCreateForm() {
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const actorRole = useSessionStore((s) => s.role);
  const showAlert = useUiStore((s) => s.showAlert);
  const create = useCreateTeacher();

  const handleFinish = (values: FormValues) => {
    const body: CreateTeacherInput = {
      teacherId: values.teacherId,
      password: values.password,
      teacherName: values.teacherName.trim(),
      role: values.role,
      classId: values.classId ?? null,
      phone: values.phone ?? '',
      email: values.email ?? '',
    };
    create.mutate(body, {
      onSuccess: (teacher) => {
        showAlert(t.created, 'success');
        navigate(teacherPath(teacher.tno), { replace: true });
      },
      onError: (error) => {
        const apiError = toApiError(error);
        if (apiError.code === 'CONFLICT' && apiError.message === TEACHER_ID_TAKEN_MESSAGE) {
          form.setFields([{ name: 'teacherId', errors: [apiError.message] }]);
        } else applyServerErrors(form, error);
      },
    });
  };

  return (
    <Form<FormValues> {...recordFormProps}
      form={form}
      layout="vertical"
      initialValues={{ role: 'ROLE_TEACHER', classId: null, phone: '', email: '' }}
      onFinish={handleFinish}
      requiredMark={false}
    >
      <Form.Item name="teacherId" label={t.teacherId} hasFeedback validateDebounce={ID_CHECK_DEBOUNCE_MS} rules={[zodRule(teacherIdSchema), idFreeRule]}>
        <Input placeholder={t.teacherIdPlaceholder} maxLength={30} autoComplete="off" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Form.Item name="password" label={t.password} extra={t.passwordHint} dependencies={['teacherId']} rules={[passwordRule]}>
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="passwordConfirm" label={t.passwordConfirm} dependencies={['password']} rules={[confirmRule]}>
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="teacherName" label={t.teacherName} rules={[zodRule(teacherNameSchema)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="role" label={t.role} rules={[zodRule(teacherRoleSchema)]}>
        <Select<Role> options={roleOptionsFor(actorRole)} />
      </Form.Item>
      <Form.Item name="classId" label={t.className}>
        <ClassSelect />
      </Form.Item>
      <Form.Item name="phone" label={t.phone} rules={[zodRule(teacherPhoneSchema)]}>
        <Input placeholder={t.phonePlaceholder} inputMode="tel" maxLength={20} />
      </Form.Item>
      <Form.Item name="email" label={t.email} rules={[zodRule(teacherEmailSchema)]}>
        <Input placeholder={t.emailPlaceholder} inputMode="email" maxLength={100} />
      </Form.Item>
      <div className="record-actions">
        <Button size="large" onClick={() => navigate(TEACHER_LIST_PATH)}>
          {t.cancel}
        </Button>
        <Button size="large" type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={create.isPending}>
          {t.create}
        </Button>
      </div>
    </Form>
  );
}
