import { Result } from 'antd';
import { useParams } from 'react-router';
import NotFoundPage from '@/components/not-found-page';
import { RecordPage } from '@/components/record-page';
import { usePostEditExit } from '@/features/post';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';
import { useGetEdu } from '../api/edu-api';
import { EduForm } from '../components/edu-form';
import { EDU_LIST_PATH, eduIdOf, eduPath } from '../edu-paths';

function EduEdit({ eduId }: { eduId: number }) {
  const query = useGetEdu(eduId);
  const leave = usePostEditExit(eduPath(eduId), EDU_LIST_PATH);
  const showAlert = useUiStore((s) => s.showAlert);
  return (
    <RecordPage title={ko.titles.eduEdit} listPath={EDU_LIST_PATH} backLabel={ko.post.backToList} query={query}>
      {(edu) =>
        edu.canEdit ? (
          <EduForm
            key={edu.eduId}
            edu={edu}
            onSaved={() => {
              showAlert(ko.edu.updated, 'success');
              leave();
            }}
            onCancel={leave}
          />
        ) : (
          <Result status="info" title={ko.edu.adminOnly} />
        )
      }
    </RecordPage>
  );
}

/** edu/{edu_id}/edit: the programme in the write form (its saved 계획안 can be removed). */
export default function EduEditPage() {
  const eduId = eduIdOf(useParams().edu_id);
  return eduId === null ? <NotFoundPage /> : <EduEdit key={eduId} eduId={eduId} />;
}
