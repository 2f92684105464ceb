import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, DatePicker, Empty } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { AttendanceChild, AttendanceRecordInput, AttendanceSheet, AttendanceStatus } from '@kg/contract';
import { QueryState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { StoryClassRequired } from '@/components/story-class';
import { attendanceKo } from '@/i18n/domains/attendance';
import { ko } from '@/i18n/ko';
import { fieldErrorOf, showApiError } from '@/lib/show-api-error';
import { useUiStore } from '@/stores/ui';
import { attendanceDateOf, attendanceKeys, DATE_PARAM, useGetAttendance } from '../api/get-attendance';
import { useMarkAllPresent } from '../api/mark-all-present';
import { useSaveAttendance } from '../api/save-attendance';
import { AttendanceCounts } from '../components/attendance-counts';
import { AttendanceDetailDrawer, type DetailForm } from '../components/attendance-detail-drawer';
import { ChildAttendanceRow } from '../components/child-attendance-row';
import { PastReasonModal } from '../components/past-reason-modal';
import '../attendance.css';

const t = attendanceKo;
const DETAIL_FIELDS = ['status', 'arrivedAt', 'leftAt', 'excuseReason', 'note'] as const;

/** story/attendance (출석부): today's children, one tap each; past days with a reason. */
export default function AttendancePage() {
  return (
    <StoryClassRequired title={ko.titles.attendance}>
      {(classId) => <AttendanceBoard key={classId} classId={classId} />}
    </StoryClassRequired>
  );
}

function AttendanceBoard({ classId }: { classId: number }) {
  const [params, setParams] = useSearchParams();
  const date = attendanceDateOf(params);
  const query = useGetAttendance(classId, date);

  const chooseDate = (value: Dayjs | null) => {
    const next = new URLSearchParams(params);
    if (value && !value.isSame(dayjs(), 'day')) next.set(DATE_PARAM, value.format('YYYY-MM-DD'));
    else next.delete(DATE_PARAM);
    setParams(next);
  };

  return (
    <>
      <PageTitle
        title={ko.titles.attendance}
        extra={
          <DatePicker
            aria-label={t.date}
            allowClear={false}
            value={query.data ? dayjs(query.data.date) : date ? dayjs(date) : dayjs()}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            onChange={chooseDate}
            inputReadOnly
          />
        }
      />
      <QueryState query={query} errorTitle={t.loadFailed} retryLabel={t.retry}>
        {(sheet) => <RollCall key={sheet.date} classId={classId} sheet={sheet} sheetKey={attendanceKeys.day(classId, date)} />}
      </QueryState>
    </>
  );
}

type PendingSave = { record: AttendanceRecordInput; onDone?: () => void };

function RollCall({ classId, sheet, sheetKey }: { classId: number; sheet: AttendanceSheet; sheetKey: readonly unknown[] }) {
  const showAlert = useUiStore((s) => s.showAlert);
  const save = useSaveAttendance(classId, sheetKey);
  const allPresent = useMarkAllPresent(classId, sheetKey);
  const [detailChild, setDetailChild] = useState<AttendanceChild | null>(null);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<PendingSave | null>(null);

  const send = (record: AttendanceRecordInput, givenReason: string, options: { onDone?: () => void; onError?: (error: unknown) => void } = {}) =>
    save.save(
      { date: sheet.date, ...(sheet.isToday ? {} : { reason: givenReason }), records: [record] },
      { onSuccess: options.onDone, onError: options.onError ?? showApiError },
    );

  /** A past day needs the reason first (asked once, then kept for that day). */
  const request = (record: AttendanceRecordInput, onDone?: () => void, onError?: (error: unknown) => void) => {
    if (!sheet.isToday && !reason) return setPending({ record, onDone });
    send(record, reason, { onDone, onError });
  };

  const handleStatus = (child: AttendanceChild, status: AttendanceStatus) => request({ childCode: child.childCode, status });

  const handleDetail = (record: AttendanceRecordInput, form: DetailForm) =>
    request(
      record,
      () => {
        setDetailChild(null);
        showAlert(t.saved, 'success');
      },
      // the server names the fields of the one record sent `records.0.<field>`
      (error) => {
        const fields = DETAIL_FIELDS.flatMap((name) => {
          const message = fieldErrorOf(error, `records.0.${name}`);
          return message ? [{ name, errors: [message] }] : [];
        });
        if (fields.length > 0) form.setFields(fields);
        else showApiError(error);
      },
    );

  const handleAllPresent = () =>
    allPresent.mutate(
      { date: sheet.date },
      { onSuccess: (result) => showAlert(t.allPresentDone(result.marked), 'success'), onError: showApiError },
    );

  return (
    <div className="attendance-board">
      {!sheet.isToday && (
        <Alert
          type="info"
          showIcon
          title={t.pastDay}
          description={reason ? t.reasonGiven(reason) : undefined}
          className="attendance-past"
        />
      )}
      {!sheet.day.schoolDay && (
        <Alert
          type="warning"
          showIcon
          title={sheet.day.holiday ? t.holiday(sheet.day.holiday.name) : t.dayOff}
          description={t.dayOffHint}
          className="attendance-day-off"
        />
      )}
      <div className="attendance-top">
        <AttendanceCounts counts={sheet.counts} />
        {sheet.isToday && sheet.day.schoolDay && (
          <Button
            type="primary"
            size="large"
            icon={<CheckCircleOutlined aria-hidden />}
            disabled={sheet.counts.notYet === 0}
            loading={allPresent.isPending}
            onClick={handleAllPresent}
            title={t.allPresentHint}
          >
            {t.allPresent}
          </Button>
        )}
      </div>
      {sheet.children.length === 0 ? (
        <Empty description={t.noChildren} />
      ) : (
        <ul className="attendance-list">
          {sheet.children.map((child) => (
            <ChildAttendanceRow key={child.childCode} child={child} onStatus={handleStatus} onDetails={setDetailChild} />
          ))}
        </ul>
      )}
      <AttendanceDetailDrawer
        child={detailChild}
        saving={save.isPending}
        onSave={handleDetail}
        onClose={() => setDetailChild(null)}
      />
      <PastReasonModal
        key={pending ? 'open' : 'closed'}
        date={sheet.date}
        open={pending !== null}
        initial={reason}
        onCancel={() => setPending(null)}
        onOk={(given) => {
          setReason(given);
          if (pending) send(pending.record, given, { onDone: pending.onDone });
          setPending(null);
        }}
      />
    </div>
  );
}
