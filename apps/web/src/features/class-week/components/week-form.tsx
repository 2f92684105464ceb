import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { DeleteOutlined, PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import {
  CLASS_WEEK_EMPTY_MESSAGE,
  classWeekDayInputSchema,
  classWeekDayLabels,
  isEmptyClassWeek,
  saveClassWeekBodySchema,
  type ClassWeek,
  type SaveClassWeekInput,
} from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { classWeekKo } from '@/i18n/domains/class-week';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { formatDateTime } from '@/lib/format-date';
import { useUiStore } from '@/stores/ui';
import type { useDeleteClassWeek } from '../api/delete-class-week';
import type { useSaveClassWeek } from '../api/save-class-week';
import { DraftNotice } from '@/components/draft-notice';
import { useFormDraft } from '@/lib/form-draft';
import { recordFormProps } from '@/lib/record-form';
import { WeekPrint, type WeekValues } from './week-print';

const t = classWeekKo;

type Props = {
  week: ClassWeek;
  range: string;
  /** owned by the page: a saved or deleted week re-mounts this form, and the answer must still reach its callbacks */
  save: ReturnType<typeof useSaveClassWeek>;
  remove: ReturnType<typeof useDeleteClassWeek>;
};

/** The week's plan: theme and goals, then Monday–Friday (a grid on wide screens, stacked on phones). */
export function WeekForm({ week, range, save, remove }: Props) {
  const [form] = Form.useForm<WeekValues>();
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);

  /** the whole plan's problem (nothing written at all), shown above the buttons until the form changes */
  const [planError, setPlanError] = useState<string | null>(null);
  const draft = useFormDraft(form, `classWeek.${week.classId}.${week.weekStart}`);

  const handleFinish = (values: WeekValues) => {
    const body: SaveClassWeekInput = {
      classId: week.classId,
      weekStart: week.weekStart,
      theme: values.theme ?? '',
      goals: values.goals ?? '',
      days: week.days.map((day, i) => ({
        day: day.day,
        theme: values.days[i]?.theme ?? '',
        activities: values.days[i]?.activities ?? '',
        notes: values.days[i]?.notes ?? '',
      })),
    };
    // the contract's rule, checked before sending (the server refuses the same with 400)
    if (isEmptyClassWeek(body)) {
      setPlanError(CLASS_WEEK_EMPTY_MESSAGE);
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        draft.clear();
        showAlert(t.saved, 'success');
      },
      onError: (error) => {
        const apiError = toApiError(error);
        if (apiError.code === 'VALIDATION' && apiError.message === CLASS_WEEK_EMPTY_MESSAGE) setPlanError(apiError.message);
        else applyServerErrors(form, error);
      },
    });
  };

  const handleDelete = () => {
    if (week.classWeekId === null) return;
    const id = week.classWeekId;
    openConfirm(t.confirmDelete(range), () => remove.mutate(id, { onSuccess: () => showAlert(t.deleted, 'success') }));
  };

  return (
    <>
      <Form
        {...recordFormProps}
        form={form}
        layout="vertical"
        className="class-week-form no-print"
        initialValues={{ theme: week.theme, goals: week.goals, days: week.days }}
        onFinish={handleFinish}
        onValuesChange={() => {
          setPlanError(null);
          draft.onValuesChange();
        }}
      >
        <DraftNotice draft={draft} />
        <p className="record-muted">{week.updatedAt ? t.savedBy(week.authorName, formatDateTime(week.updatedAt)) : t.unsaved}</p>
        <div className="class-week-head">
          <Form.Item name="theme" label={t.theme} rules={[fieldRule(saveClassWeekBodySchema, 'theme')]}>
            <Input maxLength={200} placeholder={t.themePlaceholder} />
          </Form.Item>
          <Form.Item name="goals" label={t.goals} rules={[fieldRule(saveClassWeekBodySchema, 'goals')]}>
            <Input.TextArea rows={2} maxLength={2000} placeholder={t.goalsPlaceholder} />
          </Form.Item>
        </div>
        <div className="class-week-grid">
          {week.days.map((day, i) => (
            <Card key={day.day} size="small" title={t.dayTitle(classWeekDayLabels[i], day.day.slice(5))} className="class-week-day">
              <Form.Item name={['days', i, 'theme']} label={t.dayTheme} rules={[fieldRule(classWeekDayInputSchema, 'theme')]}>
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item name={['days', i, 'activities']} label={t.activities} rules={[fieldRule(classWeekDayInputSchema, 'activities')]}>
                <Input.TextArea rows={3} maxLength={2000} placeholder={t.activitiesPlaceholder} />
              </Form.Item>
              <Form.Item name={['days', i, 'notes']} label={t.notes} rules={[fieldRule(classWeekDayInputSchema, 'notes')]}>
                <Input.TextArea rows={2} maxLength={1000} placeholder={t.notesPlaceholder} />
              </Form.Item>
            </Card>
          ))}
        </div>
        {planError && <Alert type="error" showIcon title={planError} className="class-week-plan-error" />}
        <div className="record-actions">
          <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
            {t.print}
          </Button>
          {week.classWeekId !== null && (
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} onClick={handleDelete}>
              {t.delete}
            </Button>
          )}
          <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={save.isPending}>
            {t.save}
          </Button>
        </div>
      </Form>
      <WeekPrint form={form} week={week} title={t.printTitle(week.className, range)} />
    </>
  );
}
