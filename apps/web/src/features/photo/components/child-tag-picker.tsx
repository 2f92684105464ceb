import { Alert, Button, Spin, Tag } from 'antd';
import type { PhotoChild } from '@kg/contract';
import { photoKo } from '@/i18n/domains/photo';
import { ko } from '@/i18n/ko';
import { useListPhotoChildren } from '../api/list-photo-children';

const t = photoKo;

type ChildTagPickerProps = {
  classId: number;
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
  'aria-invalid'?: boolean;
};

/** The class's children as checkable chips; a child without photo-sharing consent is disabled and flagged. */
export function ChildTagPicker({ classId, value = [], onChange, id, ...aria }: ChildTagPickerProps) {
  const query = useListPhotoChildren(classId);
  if (query.isPending) return <Spin />;
  if (query.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t.childrenLoadFailed}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {ko.list.retry}
          </Button>
        }
      />
    );
  }
  if (query.data.length === 0) return <p className="record-muted">{t.noChildren}</p>;

  const toggle = (child: PhotoChild, checked: boolean) =>
    onChange?.(checked ? [...value, child.childCode] : value.filter((code) => code !== child.childCode));

  return (
    <div id={id} className="photo-child-tags" role="group" aria-label={t.children} aria-invalid={aria['aria-invalid']}>
      {query.data.map((child) =>
        child.photoConsent ? (
          <Tag.CheckableTag
            key={child.childCode}
            className="photo-child-tag"
            checked={value.includes(child.childCode)}
            onChange={(checked) => toggle(child, checked)}
          >
            {child.name}
          </Tag.CheckableTag>
        ) : (
          <Tag.CheckableTag key={child.childCode} className="photo-child-tag is-refused" checked={false} disabled>
            {child.name}
            <span className="photo-child-flag"> · {t.noConsent}</span>
          </Tag.CheckableTag>
        ),
      )}
    </div>
  );
}
