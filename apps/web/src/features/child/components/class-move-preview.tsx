import { Alert, Table } from 'antd';
import type { ChildClassChange, ChildClassMoveResult } from '@kg/contract';
import { childKo } from '@/i18n/domains/child';

const t = childKo;

const columns = [
  { key: 'name', title: t.name, render: (_: unknown, c: ChildClassChange) => c.childName },
  {
    key: 'move',
    title: `${t.from} → ${t.to}`,
    render: (_: unknown, c: ChildClassChange) => (
      <span className="nowrap">
        {c.fromClassName ?? t.unassigned} → {c.toClassName ?? t.unassigned}
      </span>
    ),
  },
];

/**
 * What a class move or reset will change (or changed): the children, from → to, capacity warnings and children
 * moving into a class of another age band (warnings only: the move is still allowed).
 */
export function ClassMovePreview({ result }: { result: ChildClassMoveResult }) {
  return (
    <section aria-label={t.previewTitle} style={{ marginTop: 16 }}>
      <h3 className="record-section-title">{t.previewTitle}</h3>
      {result.warnings.map((w) => (
        <Alert key={w.classId} type="warning" showIcon title={w.message} style={{ marginBottom: 8 }} />
      ))}
      {result.ageWarnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t.ageWarningTitle}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {result.ageWarnings.map((w) => (
                <li key={w.childCode}>{w.message}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 8 }}
        />
      )}
      <p>{result.changes.length ? t.changeCount(result.changes.length) : t.noChanges}</p>
      {result.unchangedCount > 0 && <p className="record-muted">{t.unchanged(result.unchangedCount)}</p>}
      {result.changes.length > 0 && (
        <Table<ChildClassChange> size="small" columns={columns} dataSource={result.changes} rowKey={(c) => c.childCode} pagination={false} scroll={{ y: 280 }} />
      )}
    </section>
  );
}
