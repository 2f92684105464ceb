import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, Tag } from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { centreDayBodySchema, HOLIDAY_NAME_MAX, HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN, holidayKindLabels, type Holiday } from '@kg/contract';
import { QueryState } from '@/components/query-state';
import { holidayKo } from '@/i18n/domains/holiday';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { showApiError } from '@/lib/show-api-error';
import { useUiStore } from '@/stores/ui';
import { useAddCentreDay } from '../api/add-centre-day';
import { useListHolidays } from '../api/list-holidays';
import { useRemoveCentreDay } from '../api/remove-centre-day';
import '../holiday.css';

const t = holidayKo;

type AddValues = { date: Dayjs | null; name: string };

/**
 * 휴일 관리 on the 원 정보 page (docs/product/holiday.md): a year's national holidays and the centre's own days, with
 * adding and removing a closed day and marking a national holiday 정상 운영. The director and managers use it.
 */
export function HolidaySection() {
  const [year, setYear] = useState(() => dayjs().year());
  const query = useListHolidays({ year });
  return (
    <section className="holiday-section" aria-labelledby="holiday-section-title">
      <h2 id="holiday-section-title">{t.title}</h2>
      <p className="holiday-intro">{t.intro}</p>
      <div className="holiday-year-nav">
        <Button icon={<LeftOutlined aria-hidden />} aria-label={t.prevYear} disabled={year <= HOLIDAY_YEAR_MIN} onClick={() => setYear(year - 1)} />
        <strong aria-live="polite">{t.yearOf(year)}</strong>
        <Button icon={<RightOutlined aria-hidden />} aria-label={t.nextYear} disabled={year >= HOLIDAY_YEAR_MAX} onClick={() => setYear(year + 1)} />
      </div>
      <AddCentreDayForm year={year} />
      <QueryState query={query} errorTitle={t.loadFailed} retryLabel={t.retry}>
        {(list) => (
          <>
            {!list.nationalKnown && <Alert type="warning" showIcon title={t.nationalUnknown(list.year)} className="holiday-unknown" />}
            {list.items.length === 0 ? <p className="holiday-empty">{t.empty}</p> : <HolidayList items={list.items} />}
          </>
        )}
      </QueryState>
    </section>
  );
}

function HolidayList({ items }: { items: Holiday[] }) {
  const add = useAddCentreDay();
  const remove = useRemoveCentreDay();
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);
  const busy = add.isPending || remove.isPending;

  const removeRow = (id: number, message: string) => remove.mutate(id, { onSuccess: () => showAlert(message, 'success'), onError: showApiError });
  const markOpen = (h: Holiday) =>
    add.mutate({ date: h.date, name: t.openName, kind: 'OPEN' }, { onSuccess: () => showAlert(t.markedOpen(h.name), 'success'), onError: showApiError });

  return (
    <ul className="holiday-list">
      {items.map((h) => (
        <li key={`${h.date}-${h.kind}`} className={h.open ? 'holiday-item holiday-open' : 'holiday-item'}>
          <span className="holiday-date">{dayjs(h.date).format('M월 D일 (dd)')}</span>
          <span className="holiday-name">{h.name}</span>
          <Tag color={h.kind === 'NATIONAL' ? 'red' : 'orange'}>{holidayKindLabels[h.kind]}</Tag>
          {h.open && <Tag color="green">{t.openTag}</Tag>}
          <span className="holiday-actions">
            {h.kind === 'CENTRE' && h.id !== null && (
              <Button size="small" danger disabled={busy} aria-label={t.removeOf(h.name)} onClick={() => openConfirm(t.confirmRemove(h.name), () => removeRow(h.id!, t.removed))}>
                {t.remove}
              </Button>
            )}
            {h.kind === 'NATIONAL' && !h.open && (
              <Button size="small" disabled={busy} aria-label={t.markOpenOf(h.name)} onClick={() => markOpen(h)}>
                {t.markOpen}
              </Button>
            )}
            {h.kind === 'NATIONAL' && h.open && h.id !== null && (
              <Button size="small" disabled={busy} aria-label={t.unmarkOpenOf(h.name)} onClick={() => removeRow(h.id!, t.removed)}>
                {t.unmarkOpen}
              </Button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A closed day of the centre: the date (in the shown year by default) and its name; the server's refusals under the fields. */
function AddCentreDayForm({ year }: { year: number }) {
  const [form] = Form.useForm<AddValues>();
  const add = useAddCentreDay();
  const showAlert = useUiStore((s) => s.showAlert);
  const finish = (values: AddValues) => {
    const body = { date: values.date?.format('YYYY-MM-DD') ?? '', name: values.name ?? '', kind: 'CLOSED' as const };
    add.mutate(body, {
      onSuccess: (saved) => {
        form.resetFields();
        showAlert(t.added(saved.name), 'success');
      },
      onError: (error) => applyServerErrors(form, error),
    });
  };
  return (
    <Form<AddValues> form={form} name="holiday" layout="vertical" className="holiday-add" onFinish={finish} aria-label={t.addSection}>
      <Form.Item name="date" label={t.date} rules={[{ required: true, message: '날짜를 선택해 주세요.' }]}>
        <DatePicker defaultPickerValue={dayjs(`${year}-01-01`)} placeholder="2026-12-24" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="name" label={t.name} rules={[fieldRule(centreDayBodySchema, 'name')]}>
        <Input maxLength={HOLIDAY_NAME_MAX} placeholder={t.namePlaceholder} />
      </Form.Item>
      <Form.Item label=" " className="holiday-add-button">
        <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={add.isPending}>
          {t.add}
        </Button>
      </Form.Item>
    </Form>
  );
}
