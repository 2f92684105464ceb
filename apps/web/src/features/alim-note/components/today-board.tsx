import { Alert, Button, Card, DatePicker, Empty, Progress, Spin } from 'antd';
import { CheckCircleFilled, EditOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { AlimToday } from '@kg/contract';
import { alimNoteKo } from '@/i18n/domains/alim-note';
import { ko } from '@/i18n/ko';

const t = alimNoteKo;

type TodayBoardProps = {
  board: AlimToday | undefined;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  selected: ReadonlySet<number>;
  onToggle: (childCode: number) => void;
  onSelectUnwritten: () => void;
  onClearSelection: () => void;
  onOpenNote: (noteId: number) => void;
  onDateChange: (date: string | undefined) => void;
  onWrite: () => void;
};

/**
 * The day at a glance: every child of the class as a tile, written or not yet. Tapping a child without a note
 * selects it for writing; tapping a written one opens its note.
 */
export function TodayBoard(props: TodayBoardProps) {
  const { board, selected } = props;
  // absent children without a note are listed as 결석, not counted as 미작성 (docs/product/alim-note.md#screens)
  const unwritten = board?.children.filter((c) => !c.hasNote && !c.absent).length ?? 0;
  return (
    <Card
      className="alim-board"
      size="small"
      title={t.boardTitle}
      extra={
        <DatePicker
          aria-label={t.boardDate}
          allowClear={false}
          value={board ? dayjs(board.date) : null}
          onChange={(value) => props.onDateChange(value ? value.format('YYYY-MM-DD') : undefined)}
        />
      }
    >
      {props.error && !board ? (
        <Alert
          type="warning"
          showIcon
          title={`${t.boardLoadFailed} ${props.error.message}`}
          action={<Button size="small" onClick={props.onRetry}>{ko.list.retry}</Button>}
        />
      ) : !board ? (
        <div className="list-loading">
          <Spin />
        </div>
      ) : board.children.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.boardEmpty} />
      ) : (
        <>
          <div className="alim-board-head">
            <Progress
              percent={board.total === 0 ? 100 : Math.round((board.written * 100) / board.total)}
              size="small"
              showInfo={false}
              className="alim-board-progress"
            />
            <strong>{t.boardProgress(board.written, board.total)}</strong>
          </div>
          {board.absent > 0 && <p className="record-muted">{t.absentCount(board.absent)}</p>}
          <div className="alim-board-actions">
            {unwritten > 0 ? (
              <Button onClick={props.onSelectUnwritten}>{t.selectUnwritten}</Button>
            ) : (
              <span className="record-muted">{t.allWritten}</span>
            )}
            {selected.size > 0 && <Button onClick={props.onClearSelection}>{t.clearSelection}</Button>}
            <Button type="primary" icon={<EditOutlined aria-hidden />} disabled={selected.size === 0} onClick={props.onWrite}>
              {t.writeCount(selected.size)}
            </Button>
          </div>
          <ul className="alim-board-grid">
            {board.children.map((child) => {
              const isSelected = selected.has(child.childCode);
              const absent = child.absent && !child.hasNote;
              const className = ['alim-tile', child.hasNote ? 'is-written' : '', absent ? 'is-absent' : '', isSelected ? 'is-selected' : '']
                .filter(Boolean)
                .join(' ');
              return (
                <li key={child.childCode}>
                  <button
                    type="button"
                    className={className}
                    aria-pressed={child.hasNote ? undefined : isSelected}
                    aria-label={t.tileLabel(child.childName, child.hasNote, isSelected, absent)}
                    onClick={() => (child.noteId !== null ? props.onOpenNote(child.noteId) : props.onToggle(child.childCode))}
                  >
                    <span className="alim-tile-name">{child.childName}</span>
                    <span className={child.hasNote ? 'alim-tile-state is-done' : 'alim-tile-state'}>
                      {child.hasNote ? (
                        <>
                          <CheckCircleFilled aria-hidden /> {t.written}
                        </>
                      ) : absent ? (
                        t.absent
                      ) : (
                        t.notWritten
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}
