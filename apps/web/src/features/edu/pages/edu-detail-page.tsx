import { useParams } from 'react-router';
import type { Edu } from '@kg/contract';
import NotFoundPage from '@/components/not-found-page';
import { RecordPage } from '@/components/record-page';
import { PostDetail } from '@/features/post';
import { ko } from '@/i18n/ko';
import { useDeleteEdu, useGetEdu } from '../api/edu-api';
import { ageBandText, periodText } from '../components/edu-columns';
import { EDU_LIST_PATH, eduEditPath, eduIdOf } from '../edu-paths';

const t = ko.edu;

function EduRecord({ edu }: { edu: Edu }) {
  const remove = useDeleteEdu();
  return (
    <PostDetail
      post={edu}
      listPath={EDU_LIST_PATH}
      editPath={eduEditPath(edu.eduId)}
      meta={[
        { label: t.period, value: periodText(edu) },
        { label: t.ageBand, value: ageBandText(edu.ageBand) },
      ]}
      audienceLabel={t.classes}
      attachmentsLabel={t.attachments}
      confirmDelete={t.confirmDelete(edu.title)}
      deletedMessage={t.deleted}
      onDelete={() => remove.mutateAsync(edu.eduId)}
      deleting={remove.isPending}
    />
  );
}

function EduDetail({ eduId }: { eduId: number }) {
  const query = useGetEdu(eduId);
  return (
    <RecordPage title={ko.titles.eduDetail} listPath={EDU_LIST_PATH} backLabel={ko.post.backToList} query={query}>
      {(edu) => <EduRecord edu={edu} />}
    </RecordPage>
  );
}

/** edu/{edu_id}: one programme — 기간, 대상 연령, 대상 반, the text, 계획안; 수정 / 삭제 for admins and managers. */
export default function EduDetailPage() {
  const eduId = eduIdOf(useParams().edu_id);
  return eduId === null ? <NotFoundPage /> : <EduDetail key={eduId} eduId={eduId} />;
}
