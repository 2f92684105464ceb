import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { CloseOutlined, DownloadOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { familyKo } from '@/i18n/domains/family';
import { FamilyDownloadButton } from './download-button';

const t = familyKo.viewer;

export type ViewerPhoto = { fileId: number; fileName: string; url: string; originalUrl?: string };

type PhotoViewerProps = {
  photos: ViewerPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** e.g. '사진 3 / 12' */
  label: (n: number, total: number) => string;
};

const SWIPE_PX = 40;

/**
 * Full-screen photos: swipe left/right (or the arrows, or the arrow keys), 원본 저장 when the photo has an original
 * (streamed to a file once the session is confirmed), 닫기 (or Escape).
 */
export function PhotoViewer({ photos, index, onIndex, onClose, label }: PhotoViewerProps) {
  const startX = useRef<number | null>(null);
  const photo = photos[index];
  const hasPrev = index > 0;
  const hasNext = index < photos.length - 1;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft' && hasPrev) onIndex(index - 1);
      else if (event.key === 'ArrowRight' && hasNext) onIndex(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, hasPrev, hasNext, onIndex, onClose]);

  if (!photo) return null;
  const text = label(index + 1, photos.length);

  return (
    <div
      className="family-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={text}
      onTouchStart={(event) => {
        startX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const from = startX.current;
        const to = event.changedTouches[0]?.clientX;
        startX.current = null;
        if (from === null || to === undefined) return;
        if (to - from > SWIPE_PX && hasPrev) onIndex(index - 1);
        else if (from - to > SWIPE_PX && hasNext) onIndex(index + 1);
      }}
    >
      <div className="family-viewer-bar">
        <span>{text}</span>
        <span>
          {photo.originalUrl && (
            <FamilyDownloadButton type="text" href={photo.originalUrl} download={photo.fileName} icon={<DownloadOutlined />} style={{ color: '#fff' }}>
              {t.original}
            </FamilyDownloadButton>
          )}
          <Button type="text" aria-label={t.close} icon={<CloseOutlined />} onClick={onClose} style={{ color: '#fff' }} />
        </span>
      </div>
      <div className="family-viewer-stage">
        <img src={photo.url} alt={photo.fileName} />
        {hasPrev && (
          <Button className="family-viewer-arrow prev" shape="circle" size="large" aria-label={t.previous} icon={<LeftOutlined />} onClick={() => onIndex(index - 1)} />
        )}
        {hasNext && (
          <Button className="family-viewer-arrow next" shape="circle" size="large" aria-label={t.next} icon={<RightOutlined />} onClick={() => onIndex(index + 1)} />
        )}
      </div>
    </div>
  );
}
