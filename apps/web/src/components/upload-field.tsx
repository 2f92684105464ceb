import { useEffect, useRef, useState } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_ACCEPT, type StoredFile } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { useUploadQueue, type SendFile, type UploadItem } from '@/lib/upload-queue';

type UploadFieldProps = {
  /** sends one file to the record's upload call (photos join one tempKey; a video is one file of its own) */
  send: SendFile;
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
const STATUS: Record<UploadItem['status'], UploadFile['status']> = { queued: 'uploading', uploading: 'uploading', done: 'done', error: 'error' };

function fromStored(file: StoredFile): UploadFile {
  return { uid: `${EXISTING}${file.fileId}`, name: file.fileName, status: 'done', url: file.url, thumbUrl: file.thumbnailUrl ?? undefined };
}

/** Local previews of photos on their way (browsers only; tests and old browsers simply show none), freed on unmount. */
function usePreviews() {
  const urls = useRef(new Map<string, string>());
  useEffect(() => {
    const map = urls.current;
    return () => {
      for (const url of map.values()) URL.revokeObjectURL(url);
    };
  }, []);
  return (item: UploadItem): string | undefined => {
    if (typeof URL.createObjectURL !== 'function' || !item.file.type.startsWith('image/')) return undefined;
    if (!urls.current.has(item.uid)) urls.current.set(item.uid, URL.createObjectURL(item.file));
    return urls.current.get(item.uid);
  };
}

/**
 * Photos or a video for a class-story record, on the upload queue (lib/upload-queue): each file uploads as soon as
 * it is picked, one after another under one tempKey, with its own progress bar and (photos) a thumbnail. A failed
 * file is marked and reported (403 → access-denied dialog, else the server's message) without touching the others.
 */
export function UploadField({ send, kind, label, existing = [], maxCount, onTempKeyChange, onRemoveExisting, onBusyChange }: UploadFieldProps) {
  const [kept, setKept] = useState(existing);
  const single = maxCount === 1;
  const queue = useUploadQueue({
    send,
    separate: kind === 'video',
    maxCount: single || maxCount === undefined ? maxCount : maxCount - kept.length,
    alertErrors: true,
  });
  const preview = usePreviews();
  const reportedKey = useRef<string | undefined>(undefined);

  useEffect(() => onBusyChange?.(queue.isBusy), [queue.isBusy, onBusyChange]);
  useEffect(() => {
    if (reportedKey.current === queue.tempKey) return;
    reportedKey.current = queue.tempKey;
    onTempKeyChange(queue.tempKey);
  }, [queue.tempKey, onTempKeyChange]);

  const fileList: UploadFile[] = [
    ...kept.map(fromStored),
    ...queue.items.map(
      (item): UploadFile => ({
        uid: item.uid,
        name: item.file.name,
        type: item.file.type,
        status: STATUS[item.status],
        percent: item.percent,
        url: item.stored?.url,
        thumbUrl: item.stored?.thumbnailUrl ?? preview(item),
      }),
    ),
  ];

  const handleRemove = (file: UploadFile) => {
    if (file.uid.startsWith(EXISTING)) {
      const fileId = Number(file.uid.slice(EXISTING.length));
      setKept((list) => list.filter((f) => f.fileId !== fileId));
      onRemoveExisting?.(fileId);
    } else queue.remove(file.uid);
    return true;
  };

  const full = maxCount !== undefined && fileList.length >= maxCount && kind === 'image';
  return (
    <Upload
      accept={UPLOAD_ACCEPT[kind]}
      multiple={kind === 'image'}
      listType={kind === 'image' ? 'picture-card' : 'picture'}
      fileList={fileList}
      beforeUpload={(file) => {
        // a single file (the video) replaces the one there, as antd's maxCount={1} does
        if (single) setKept([]);
        queue.add([file]);
        return Upload.LIST_IGNORE;
      }}
      onRemove={handleRemove}
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
