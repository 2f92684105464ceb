import { Button, Card, Progress } from 'antd';
import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { CHILD_UNASSIGNED_CLASS, setupChecklist, type SetupItemKey, type SetupStatus } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import { guideKo } from '@/i18n/domains/guide';
import { useSetupStatus } from '../api/get-setup-status';

const t = guideKo.checklist;

/** Where each item is done, and the guide step that walks through it (docs/product/guide.md#setup-checklist). */
const targets: Record<SetupItemKey, (s: SetupStatus) => { page: string; step: string }> = {
  classes: () => ({ page: '/admin/class/new', step: 'class-create' }),
  classTeachers: () => ({ page: '/admin/class', step: 'teacher-register' }),
  childClasses: (s) =>
    s.enrolledChildren === 0 ? { page: '/admin/child', step: 'child-register' } : { page: `/admin/child?classId=${CHILD_UNASSIGNED_CLASS}`, step: 'child-assign' },
  childParents: () => ({ page: '/admin/child', step: 'parent-link' }),
};

/**
 * 새 학년도 준비 for admins and managers: four items that tick themselves from the centre's data. Shown while one is
 * open; a centre that is set up does not see it.
 */
export function SetupChecklist() {
  const query = useSetupStatus();
  if (!query.data) return null;
  const status = query.data;
  const items = setupChecklist(status);
  const done = items.filter((item) => item.done).length;
  if (done === items.length) return null;
  return (
    <Card size="small" className="setup-checklist record-section" title={t.title} extra={<span className="guide-muted">{t.progress(done, items.length)}</span>}>
      <Progress percent={Math.round((done / items.length) * 100)} showInfo={false} size="small" strokeColor="#2f7d6d" aria-hidden />
      <ol className="setup-checklist-items">
        {items.map(({ key, done: isDone }) => {
          const target = targets[key](status);
          return (
            <li key={key} className={isDone ? 'is-done' : undefined}>
              {isDone ? (
                <CheckCircleFilled className="setup-checklist-icon is-done" aria-label={t.done} />
              ) : (
                <ExclamationCircleOutlined className="setup-checklist-icon" aria-label={t.open} />
              )}
              <div className="setup-checklist-text">
                <strong>{t.items[key]}</strong>
                <span className="guide-muted">{t.detail(key, isDone, status)}</span>
              </div>
              {!isDone && (
                <div className="setup-checklist-actions">
                  <LinkButton size="small" type="primary" to={target.page}>
                    {t.doIt}
                  </LinkButton>
                  <LinkButton size="small" to={`/guide/step/${target.step}?from=${encodeURIComponent('/admin/story/a1')}`}>
                    {t.howTo}
                  </LinkButton>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <Button type="link" size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
        {t.refresh}
      </Button>
    </Card>
  );
}
