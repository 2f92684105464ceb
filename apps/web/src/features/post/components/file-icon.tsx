import { FileExcelOutlined, FileImageOutlined, FileOutlined, FilePdfOutlined, FileTextOutlined, FileWordOutlined } from '@ant-design/icons';

/** An icon for a file by its type (stored mime, or the picked file's name while it uploads). */
export function FileIcon({ mimeType, fileName }: { mimeType?: string; fileName: string }) {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const mime = mimeType ?? '';
  if (mime.startsWith('image/') || ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'heic'].includes(ext)) return <FileImageOutlined aria-hidden />;
  if (mime === 'application/pdf' || ext === 'pdf') return <FilePdfOutlined aria-hidden />;
  if (mime.includes('spreadsheet') || ext === 'xlsx' || ext === 'xls') return <FileExcelOutlined aria-hidden />;
  if (mime.includes('wordprocessing') || ext === 'docx' || ext === 'doc') return <FileWordOutlined aria-hidden />;
  if (mime.includes('hwp') || ext === 'hwp' || ext === 'hwpx') return <FileTextOutlined aria-hidden />;
  return <FileOutlined aria-hidden />;
}
