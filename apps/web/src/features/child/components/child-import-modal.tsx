import { useState } from 'react';
import { Alert, Button, Modal, Table, Upload, type UploadFile } from 'antd';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { ChildImportRejection } from '@kg/contract';
import { childKo } from '@/i18n/domains/child';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';
import { importRejectionsOf, useDownloadImportTemplate, useImportChildren } from '../api/excel';

const t = childKo;
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const reportColumns = [
  { key: 'row', title: t.rowNumber, width: 64, render: (_: unknown, r: ChildImportRejection) => r.rowNumber },
  { key: 'name', title: t.name, width: 110, render: (_: unknown, r: ChildImportRejection) => r.name || '-' },
  {
    key: 'reasons',
    title: t.reasons,
    render: (_: unknown, r: ChildImportRejection) => (
      <ul className="import-reasons" style={{ margin: 0, paddingLeft: 18 }}>
        {r.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    ),
  },
];

/** 엑셀 일괄 등록: template download, one .xlsx upload, and the row-by-row report when the file is refused. */
export function ChildImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState<ChildImportRejection[] | null>(null);
  const [refusedMessage, setRefusedMessage] = useState<string>();
  const template = useDownloadImportTemplate();
  const importing = useImportChildren();
  const showAlert = useUiStore((s) => s.showAlert);

  const fileList: UploadFile[] = file ? [{ uid: 'xlsx', name: file.name, status: 'done' }] : [];

  const handleImport = () => {
    if (!file) return;
    importing.mutate(file, {
      onSuccess: ({ imported }) => {
        showAlert(t.importDone(imported), 'success');
        onClose();
      },
      onError: (error) => {
        const rows = importRejectionsOf(error);
        setRejected(rows);
        setRefusedMessage(rows ? (error as Error).message : undefined);
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t.importTitle}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {ko.common.close}
        </Button>,
        <Button key="import" type="primary" disabled={!file} loading={importing.isPending} onClick={handleImport}>
          {t.startImport}
        </Button>,
      ]}
    >
      <p>{t.importStep1}</p>
      <Button icon={<DownloadOutlined aria-hidden />} loading={template.isPending} onClick={() => template.mutate()}>
        {t.downloadTemplate}
      </Button>
      <p style={{ marginTop: 16 }}>{t.importStep2}</p>
      <Upload
        accept={XLSX_ACCEPT}
        maxCount={1}
        fileList={fileList}
        beforeUpload={(picked) => {
          setFile(picked);
          setRejected(null);
          return false;
        }}
        onRemove={() => {
          setFile(null);
          setRejected(null);
        }}
      >
        <Button icon={<FileExcelOutlined aria-hidden />}>{t.chooseFile}</Button>
      </Upload>
      {rejected && (
        <section aria-label={t.importReportTitle} style={{ marginTop: 16 }}>
          <Alert type="error" showIcon title={refusedMessage} style={{ marginBottom: 8 }} />
          <Table<ChildImportRejection>
            size="small"
            columns={reportColumns}
            dataSource={rejected}
            rowKey={(r) => r.rowNumber}
            pagination={false}
            scroll={{ y: 320 }}
          />
        </section>
      )}
    </Modal>
  );
}
