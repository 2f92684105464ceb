import { Alert, Button, Spin, Tag } from 'antd';
import type { PhotoAlbumChild, PhotoChild } from '@kg/contract';
import { photoKo } from '@/i18n/domains/photo';
import { ko } from '@/i18n/ko';
import { useListPhotoChildren } from '../api/list-photo-children';

const t = photoKo;

type ChildTagPickerProps = {
  classId: number;
  /** editing: the album's tagged children, by name (one who can no longer be tagged is shown so it can be untagged) */
  tagged?: readonly PhotoAlbumChild[];
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
  'aria-invalid'?: boolean;
};

/**
 * The class's children as checkable chips; a child without photo-sharing consent is disabled and flagged. A child
 * the album tags who can no longer be tagged (consent withdrawn, left the class) stays checked until untagged, and
 * cannot be tagged again: the save would be refused.
 */
export function ChildTagPicker({ classId, tagged = [], value = [], onChange, id, ...aria }: ChildTagPickerProps) {
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
  const taggable = new Set(query.data.filter((c) => c.photoConsent).map((c) => c.childCode));
  const stale = value.filter((code) => !taggable.has(code));
  if (query.data.length === 0 && stale.length === 0) return <p className="record-muted">{t.noChildren}</p>;
  const nameOf = (code: number) => tagged.find((c) => c.childCode === code)?.name ?? query.data.find((c) => c.childCode === code)?.name ?? String(code);

  const toggle = (child: PhotoChild, checked: boolean) =>
    onChange?.(checked ? [...value, child.childCode] : value.filter((code) => code !== child.childCode));

  return (
    <div id={id} className="photo-child-tags" role="group" aria-label={t.children} aria-invalid={aria['aria-invalid']}>
      {stale.map((code) => (
        <Tag.CheckableTag key={code} className="photo-child-tag is-refused" checked onChange={() => onChange?.(value.filter((c) => c !== code))}>
          {nameOf(code)}
          <span className="photo-child-flag"> · {t.cannotTag}</span>
        </Tag.CheckableTag>
      ))}
      {query.data.filter((child) => !stale.includes(child.childCode)).map((child) =>
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
