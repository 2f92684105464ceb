import { Select, Tag } from 'antd';
import type { PostClass } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { usePostClassOptions } from '../api/post-class-options';

const t = ko.post;

type PostAudienceFieldProps = {
  /** the chosen class ids; [] = the whole centre */
  value?: number[];
  onChange?: (classIds: number[]) => void;
  id?: string;
  /** a teacher's class: the audience is fixed to it and shown, not chosen */
  fixedClass?: PostClass | null;
  /** the classes the post already names (their names while the options load, or for a class no longer listed) */
  known?: readonly PostClass[];
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
};

/**
 * 대상: the classes a post is for, an antd form control (value / onChange). Admins and managers pick any classes (none
 * = 전체); a teacher writes for their own class only, shown read-only.
 */
export function PostAudienceField({ value = [], onChange, id, fixedClass, known = [], disabled, ...aria }: PostAudienceFieldProps) {
  const options = usePostClassOptions(!fixedClass);
  if (fixedClass) {
    return (
      <div id={id} className="post-audience-fixed" aria-describedby={aria['aria-describedby']}>
        <Tag color="blue">{fixedClass.className}</Tag>
      </div>
    );
  }
  const listed = options.data ?? [];
  const missing = known.filter((c) => !listed.some((o) => o.classId === c.classId));
  const choices = [...listed, ...missing].map((c) => ({ value: c.classId, label: c.className }));
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={(ids) => onChange?.(ids)}
      options={choices}
      placeholder={t.audiencePlaceholder}
      loading={options.isLoading}
      status={options.isError ? 'warning' : undefined}
      notFoundContent={options.isError ? t.audienceLoadFailed : undefined}
      optionFilterProp="label"
      allowClear
      disabled={disabled}
      className="post-audience-select"
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid']}
    />
  );
}
