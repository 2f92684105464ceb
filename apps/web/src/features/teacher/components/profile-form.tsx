import { Button, Form, Input } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { teacherProfileBodySchema, type TeacherDetail } from '@kg/contract';
import { teacherKo } from '@/i18n/domains/teacher';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useUpdateProfile } from '../api/update-teacher';
import { recordFormProps } from '@/lib/record-form';

const t = teacherKo;

type FormValues = { teacherName: string; phone: string; email: string };

/** 기본 정보 of one's own profile: name, phone, e-mail (the header follows the new name). */
export function ProfileForm({ teacher }: { teacher: TeacherDetail }) {
  const [form] = Form.useForm<FormValues>();
  const showAlert = useUiStore((s) => s.showAlert);
  const update = useUpdateProfile();

  const handleFinish = (values: FormValues) =>
    update.mutate(
      { tno: teacher.tno, body: { teacherName: values.teacherName.trim(), phone: values.phone ?? '', email: values.email ?? '' } },
      { onSuccess: () => showAlert(t.profileSaved, 'success'), onError: (error) => applyServerErrors(form, error) },
    );

  return (
    <section className="record-section" aria-labelledby="teacher-profile">
      <h3 id="teacher-profile" className="record-section-title">
        {t.profileTitle}
      </h3>
      <Form<FormValues> {...recordFormProps}
        form={form}
        layout="vertical"
        initialValues={{ teacherName: teacher.teacherName, phone: teacher.phone ?? '', email: teacher.email ?? '' }}
        onFinish={handleFinish}
        requiredMark={false}
      >
        <Form.Item label={t.teacherId}>
          <Input value={teacher.teacherId} disabled />
        </Form.Item>
        <Form.Item name="teacherName" label={t.teacherName} rules={[fieldRule(teacherProfileBodySchema, 'teacherName')]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="phone" label={t.phone} rules={[fieldRule(teacherProfileBodySchema, 'phone')]}>
          <Input placeholder={t.phonePlaceholder} inputMode="tel" maxLength={20} />
        </Form.Item>
        <Form.Item name="email" label={t.email} rules={[fieldRule(teacherProfileBodySchema, 'email')]}>
          <Input placeholder={t.emailPlaceholder} inputMode="email" maxLength={100} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={update.isPending}>
          {t.save}
        </Button>
      </Form>
    </section>
  );
}
