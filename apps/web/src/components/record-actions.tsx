import type { ReactNode } from 'react';
import { Button, Input } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import type { UseMutationResult } from '@tanstack/react-query';
import { useUiStore } from '@/stores/ui';

/**
 * The action part of a story record a parent sends and the teacher works through (투약의뢰서, 귀가동의서): a note the
 * next step sends, a hint, and the buttons — 확인 first, then the record's own steps.
 */

type RecordActionsProps = { hint: string; children: ReactNode };

export function RecordActions({ hint, children }: RecordActionsProps) {
  return (
    <>
      <p className="record-hint">{hint}</p>
      <div className="record-actions">{children}</div>
    </>
  );
}

type CheckButtonProps = { label: string; /** only a requested record can be checked */ requested: boolean; loading: boolean; onClick: () => void };

/** 확인 (REQUESTED → CHECKED): the main button while the record waits for it. */
export function CheckButton({ label, requested, loading, onClick }: CheckButtonProps) {
  return (
    <Button
      size="large"
      type={requested ? 'primary' : 'default'}
      icon={<CheckOutlined aria-hidden />}
      disabled={!requested}
      loading={loading}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

type RecordNoteFieldProps = {
  /** the textarea's id; its error is `${id}-error` */
  id: string;
  label: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  error: string | undefined;
  maxLength: number;
  showCount?: boolean;
  rows: { minRows: number; maxRows: number };
};

/** The teacher's text the next step sends (투약 완료 comment, 인계 사유), with its error under it. */
export function RecordNoteField({ id, label, required, value, onChange, placeholder, error, maxLength, showCount, rows }: RecordNoteFieldProps) {
  const errorId = `${id}-error`;
  return (
    <section className="record-section form-field">
      <label htmlFor={id} className="record-section-title">
        {label}
        {required && (
          <>
            {' '}
            <span aria-hidden>*</span>
          </>
        )}
      </label>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoSize={rows}
        maxLength={maxLength}
        showCount={showCount}
        required={required}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </section>
  );
}

type ActionOptions<TError> = { onSuccess?: () => void; onError?: (error: TError) => void };

/** Runs one step of the record and says it is done in the alert (the mutation itself reports failures). */
export function useRecordAction<TData, TError, TBody>(mutation: UseMutationResult<TData, TError, TBody>, doneMessage: string) {
  const showAlert = useUiStore((s) => s.showAlert);
  return (body: TBody, options: ActionOptions<TError> = {}) =>
    mutation.mutate(body, {
      onSuccess: () => {
        options.onSuccess?.();
        showAlert(doneMessage, 'success');
      },
      onError: options.onError,
    });
}
