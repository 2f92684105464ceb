import { Card } from 'antd';
import { PageTitle } from '@/components/page-title';
import { ko } from '@/i18n/ko';
import { TeacherCreateForm } from '../components/teacher-create-form';

/** teacher/new */
export default function TeacherCreatePage() {
  return (
    <>
      <PageTitle title={ko.titles.teacherCreate} />
      <Card className="record-detail">
        <TeacherCreateForm />
      </Card>
    </>
  );
}
