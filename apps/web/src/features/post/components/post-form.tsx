import { useState, type ReactNode } from 'react';
import { Button, Form, Input, type FormInstance } from 'antd';
import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import {
  POST_CONTENT_REQUIRED_MESSAGE,
  POST_TITLE_MAX,
  postTitleSchema,
  richTextSchema,
  type PostClass,
  type PostRefType,
  type StoredFile,
} from '@kg/contract';
import { ApiError, toApiError } from '@/api/api-error';
import { DraftNotice } from '@/components/draft-notice';
import { LazyRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';
import { ko } from '@/i18n/ko';
import { useFormDraft } from '@/lib/form-draft';
import { applyServerErrors, zodRule } from '@/lib/form-rules';
import { recordFormProps } from '@/lib/record-form';
import { useUiStore } from '@/stores/ui';
import { usePostUploads } from '../use-post-uploads';
import { PostAttachmentsField } from './post-attachments-field';
import { PostAudienceField } from './post-audience-field';
import { PostPreviewModal } from './post-preview-modal';

const t = ko.post;

/** The fields every post form has; a domain adds its own (pinned, period …). */
export type PostFormValues = { title: string; classIds: number[]; content: string };

/** What a save sends besides the fields: the uploads' tempKey (query) and the saved attachments taken out. */
export type PostSaveFiles = { tempKey: string | undefined; removeFileIds: number[] };

type NamePath = (string | number)[];

/**
 * The error with its field details moved by `fieldFor` onto the form's own fields (e.g. startDate → period):
 * applyServerErrors only puts a detail on a field the form has.
 */
function withFormFields(error: unknown, fieldFor: ((path: NamePath) => NamePath) | undefined): unknown {
  const apiError = toApiError(error);
  const details = apiError.details;
  if (!fieldFor || !details || typeof details !== 'object') return error;
  const moved: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(details as Record<string, unknown>)) {
    const path = fieldFor(field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))).join('.');
    moved[path] ??= message;
  }
  return new ApiError({ status: apiError.status, code: apiError.code, message: apiError.givenMessage, details: moved, requestId: apiError.requestId });
}

/** Server refusals about the files: shown under the attachments. */
const FILE_FIELDS = ['tempKey', 'removeFileIds'];

/** An editor with neither text nor an image reports '' (docs/product/website.md#rich-text). */
const contentRequiredRule = {
  validator: async (_: unknown, value: string | undefined) => {
    if (!value) throw new Error(POST_CONTENT_REQUIRED_MESSAGE);
  },
};
/** the length limit only: being empty is the rule above's (or allowed) */
const contentLengthRule = zodRule(richTextSchema.optional());
const contentRules = (required: boolean) => (required ? [contentRequiredRule, contentLengthRule] : [contentLengthRule]);

export type PostFormProps<V extends PostFormValues> = {
  form: FormInstance<V>;
  /** the reference type of the attachments: NOTICE, EDU or EVENT */
  refType: PostRefType;
  initialValues: V;
  /** the post being edited: its saved attachments, and the names of its audience */
  post?: { attachments: readonly StoredFile[]; classes: readonly PostClass[] };
  /** a teacher's class: the audience is fixed to it (put it in `initialValues.classIds` too) */
  fixedClass?: PostClass | null;
  audienceLabel?: string;
  /** the domain's own fields, between 대상 and 내용 */
  children?: ReactNode;
  attachmentsLabel?: string;
  attachmentsHint?: string;
  /** default true: '내용을 입력해 주세요.' on an empty text */
  contentRequired?: boolean;
  /** keeps what is typed (lib/form-draft) under this key; null: no draft */
  draftKey?: string | null;
  saving: boolean;
  /**
   * Saves (create or update) and then leaves the page. A rejection's 400 field details land on the fields
   * (applyServerErrors), file refusals under the attachments, anything else in the global alert.
   */
  onSave: (values: V, files: PostSaveFiles) => Promise<unknown>;
  onCancel: () => void;
  /** moves a server field detail whose field has no input of its own onto one */
  fieldFor?: (path: NamePath) => NamePath;
};

/**
 * The write and edit form of a website post (공지사항, 교육 프로그램, 행사): 제목, 대상, the domain's fields, the rich-text
 * 내용 (editor images upload as they are pasted), attachments (drag and drop, progress per file), '미리보기', '취소' and
 * '저장'. Attachments and editor images share one tempKey, which the save sends with the removed attachments.
 */
export function PostForm<V extends PostFormValues>(props: PostFormProps<V>) {
  const { form, refType, initialValues, post, fixedClass, children, saving, onSave, onCancel, fieldFor } = props;
  const uploads = usePostUploads({ refType, existing: post?.attachments });
  const draft = useFormDraft(form, props.draftKey ?? null);
  const showAlert = useUiStore((s) => s.showAlert);
  const [preview, setPreview] = useState<{ title: string; html: string } | null>(null);
  const [filesError, setFilesError] = useState<string>();
  const failed = uploads.queue.failedIds.length;

  const handleFinish = async (values: V) => {
    if (uploads.isBusy) {
      showAlert(t.waitUploads, 'warning');
      return;
    }
    setFilesError(undefined);
    try {
      await onSave({ ...values, title: values.title.trim(), content: values.content ?? '' }, { tempKey: uploads.tempKey, removeFileIds: uploads.removeFileIds });
      uploads.markSaved();
      draft.clear();
    } catch (error) {
      const details = toApiError(error).details as Record<string, unknown> | undefined;
      const fileField = FILE_FIELDS.find((field) => typeof details?.[field] === 'string');
      if (fileField && details) setFilesError(details[fileField] as string);
      else applyServerErrors(form, withFormFields(error, fieldFor));
    }
  };

  const openPreview = () => {
    const values = form.getFieldsValue(true) as PostFormValues;
    setPreview({ title: values.title ?? '', html: values.content ?? '' });
  };

  return (
    <Form<V>
      {...recordFormProps}
      form={form}
      layout="vertical"
      className="post-form"
      initialValues={initialValues as Parameters<typeof form.setFieldsValue>[0]}
      onFinish={(values) => void handleFinish(values)}
      onValuesChange={draft.onValuesChange}
    >
      <DraftNotice draft={draft} />
      <Form.Item name="title" label={t.title} rules={[zodRule(postTitleSchema)]}>
        <Input placeholder={t.titlePlaceholder} maxLength={POST_TITLE_MAX} showCount />
      </Form.Item>

      <Form.Item name="classIds" label={props.audienceLabel ?? t.audience} extra={fixedClass ? t.audienceFixedHint : t.audienceHint}>
        <PostAudienceField fixedClass={fixedClass} known={post?.classes} />
      </Form.Item>

      {children}

      <Form.Item name="content" label={t.content} rules={contentRules(props.contentRequired ?? true)} className="post-content-item">
        <LazyRichTextEditor onUploadImage={uploads.uploadEditorImage} placeholder={t.contentPlaceholder} aria-label={t.content} />
      </Form.Item>

      <Form.Item
        label={props.attachmentsLabel ?? t.attachments}
        htmlFor="post-attachments"
        extra={props.attachmentsHint}
        validateStatus={filesError ? 'error' : undefined}
        help={filesError}
      >
        <PostAttachmentsField id="post-attachments" uploads={uploads} />
      </Form.Item>

      {(uploads.isBusy || failed > 0) && <p className="record-hint">{uploads.isBusy ? t.waitUploads : t.failedSkipped(failed)}</p>}
      <div className="record-actions post-form-actions">
        <Button size="large" icon={<EyeOutlined aria-hidden />} onClick={openPreview}>
          {t.preview}
        </Button>
        <Button size="large" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button size="large" type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving} disabled={uploads.isBusy}>
          {t.save}
        </Button>
      </div>

      <PostPreviewModal open={preview !== null} title={preview?.title ?? ''} html={preview?.html ?? ''} onClose={() => setPreview(null)} />
    </Form>
  );
}
