import { useEffect, useRef, useState } from 'react';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_ACCEPT, type StoredFile, type UploadResult } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { showUploadError } from '@/lib/upload-error';
import { removeTempFile, type UploadOptions } from '@/lib/upload-files';

/** One upload call: a file, the key of the earlier uploads, and a progress callback. */
export type UploadFn = (file: File, options: Pick<UploadOptions, 'tempKey' | 'onProgress'>) => Promise<UploadResult>;

type UploadFieldProps = {
  /** the call the files go to (photos append under one tempKey; a video is one file) */
  upload: UploadFn;
  kind: 'image' | 'video';
  /** what the button says (also its accessible name) */
  label: string;
  /** files already attached to the record being edited */
  existing?: StoredFile[];
  maxCount?: number;
  /** the key a save attaches: undefined while nothing new is uploaded */
  onTempKeyChange: (tempKey: string | undefined) => void;
  onRemoveExisting?: (fileId: number) => void;
  /** true while a file is on its way (a save should wait) */
  onBusyChange?: (busy: boolean) => void;
};

const EXISTING = 'existing-';
const ADD_BUTTON_STYLE = { border: 0, background: 'none', cursor: 'pointer', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6 } as const;

function fromStored(file: StoredFile): UploadFile {
  return { uid: `${EXISTING}${file.fileId}`, name: file.fileName, status: 'done', url: file.url, thumbUrl: file.thumbnailUrl ?? undefined };
}

/** A local preview while a photo uploads (browsers only; tests and old browsers simply show none). */
const previewFile: UploadProps['previewFile'] = async (file) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file as Blob) : '';

/**
 * Photos or a video for a class-story record: each file uploads as soon as it is picked, one after another under one
 * tempKey, with its own progress bar and (photos) a thumbnail when done. A failed file is marked and reported
 * (403 → access-denied dialog, else the server's message) without touching the others.
 */
export function UploadField({ upload, kind, label, existing = [], maxCount, onTempKeyChange, onRemoveExisting, onBusyChange }: UploadFieldProps) {
  const [fileList, setFileList] = useState<UploadFile<UploadResult>[]>(() => existing.map(fromStored));
  const tempKey = useRef<string | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const uploadedCount = useRef(0);
  const busy = fileList.some((f) => f.status === 'uploading');

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const customRequest: UploadProps<UploadResult>['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    // one at a time, so every file after the first joins the first one's tempKey
    queue.current = queue.current.then(async () => {
      try {
        const key = kind === 'video' ? undefined : tempKey.current;
        const result = await upload(file as File, { tempKey: key, onProgress: (percent) => onProgress?.({ percent }) });
        tempKey.current = result.tempKey;
        uploadedCount.current = kind === 'video' ? 1 : uploadedCount.current + 1;
        onTempKeyChange(result.tempKey);
        onSuccess?.(result);
      } catch (error) {
        showUploadError(error);
        onError?.(error as Error);
      }
    });
  };

  const handleChange: UploadProps<UploadResult>['onChange'] = ({ fileList: next }) => {
    setFileList(
      next.map((f) => {
        const stored = f.status === 'done' ? f.response?.files[0] : undefined;
        return stored ? { ...f, url: stored.url, thumbUrl: stored.thumbnailUrl ?? f.thumbUrl } : f;
      }),
    );
  };

  const handleRemove = (file: UploadFile<UploadResult>) => {
    if (file.uid.startsWith(EXISTING)) {
      onRemoveExisting?.(Number(file.uid.slice(EXISTING.length)));
      return true;
    }
    const stored = file.response?.files[0];
    if (file.status === 'done' && stored && tempKey.current) {
      void removeTempFile(file.response!.tempKey, stored.fileName).catch(() => undefined);
      uploadedCount.current -= 1;
      if (uploadedCount.current <= 0) {
        tempKey.current = undefined;
        onTempKeyChange(undefined);
      }
    }
    return true;
  };

  const full = maxCount !== undefined && fileList.length >= maxCount && kind === 'image';
  return (
    <Upload<UploadResult>
      accept={UPLOAD_ACCEPT[kind]}
      multiple={kind === 'image'}
      listType={kind === 'image' ? 'picture-card' : 'picture'}
      fileList={fileList}
      maxCount={maxCount}
      customRequest={customRequest}
      onChange={handleChange}
      onRemove={handleRemove}
      previewFile={previewFile}
      showUploadList={{ showPreviewIcon: false }}
      locale={{ uploading: ko.upload.uploading, uploadError: ko.upload.failed, removeFile: ko.upload.remove }}
    >
      {full ? null : kind === 'image' ? (
        <button type="button" className="upload-field-add" aria-label={label} style={ADD_BUTTON_STYLE}>
          <PlusOutlined aria-hidden />
          <span>{label}</span>
        </button>
      ) : (
        <Button icon={<UploadOutlined aria-hidden />}>{label}</Button>
      )}
    </Upload>
  );
}
