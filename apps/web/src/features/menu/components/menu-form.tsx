import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import {
  addDays,
  ALLERGENS,
  closingHolidayOn,
  DISHES_PER_MEAL_MAX,
  dishInputSchema,
  MENU_EMPTY_MESSAGE,
  MENU_TITLE_MAX,
  mealInputSchema,
  mealSlotLabels,
  menuDayInputSchema,
  menuDayLabels,
  menuDaysOfWeek,
  saveMenuWeekBodySchema,
  weekEndOf,
  weekMondayOf,
  type Dish,
  type MenuWeek,
} from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { DraftNotice } from '@/components/draft-notice';
import { UploadQueueProgress } from '@/components/upload-progress';
import { menuKo } from '@/i18n/domains/menu';
import { useFormDraft } from '@/lib/form-draft';
import { applyServerErrors, fieldRule, zodRule } from '@/lib/form-rules';
import { recordFormProps } from '@/lib/record-form';
import { discardTempFiles, useUploadQueue, type UploadQueueHandle } from '@/lib/upload-queue';
import { fetchHolidaysBetween, useHolidaysBetween } from '@/features/holiday/api/holidays-between';
import { useUiStore } from '@/stores/ui';
import { getMenuWeekByDateQueryOptions } from '../api/get-menu-week';
import { useSaveMenuWeek } from '../api/save-menu-week';
import { sendMenuPhoto } from '../api/upload-menu-photo';
import { menuPath, menuWritePath } from '../menu-paths';
import { DishNameInput } from './dish-name-input';
import { LeaveDialog, useLeaveGuard } from './leave-guard';
import { MealPhotoField } from './meal-photo-field';
import { dateHeading } from './menu-week-view';
import {
  bodyOf,
  daysOfWeek,
  draftPhotosOf,
  hasAnyDish,
  initialValuesOf,
  withPhotosOf,
  type MenuFormValues,
} from './menu-form-values';

const t = menuKo;
/** `5.대두` — how the form shows and searches an allergen. */
const allergenOptions = ALLERGENS.map((a) => ({ value: a.code, label: `${a.code}.${a.name}` }));
const dishNameRule = zodRule(dishInputSchema.shape.name);
const dishAllergensRule = zodRule(dishInputSchema.shape.allergens);
/** Parallel uploads once the week has its tempKey (the first photo goes alone to get one). */
const UPLOAD_CONCURRENCY = 3;
/** A server detail on a meal's `photoFileId` is shown on its photo field. */
const photoField = (path: (string | number)[]) => (path.at(-1) === 'photoFileId' ? [...path.slice(0, -1), 'photo'] : path);

type Props = { week: MenuWeek };

/**
 * menu/weekly/new: the week's title and 원산지, then Monday–Friday (Saturday on request), each with 열량·단백질 and its
 * three meals of dishes (name with suggestions, allergen numbers, reorder), what was served instead and a photo of the
 * meal as served. Every photo of the week uploads at once on one upload queue (one tempKey, sent with the save).
 */
export function MenuForm({ week }: Props) {
  const monday = week.weekMonday;
  const [form] = Form.useForm<MenuFormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);
  const save = useSaveMenuWeek();
  const { dirty, blocker } = useLeaveGuard();
  const [initialValues] = useState(() => initialValuesOf(week));
  // a draft brings back no upload (they went with the page): such a meal keeps the saved menu's photo
  const draft = useFormDraft(form, `menu.${monday}`, (values) => (values.days ? { ...values, days: draftPhotosOf(values.days, initialValues.days) } : values));
  // the uploads a leave without saving takes back (by name, the only way to take a temp file back)
  const uploadedNames = useRef<string[]>([]);
  const uploads = useUploadQueue({
    send: sendMenuPhoto,
    concurrency: UPLOAD_CONCURRENCY,
    removeFailedMessage: t.photoRemoveFailed,
    discard: (tempKey, options) => discardTempFiles(tempKey, uploadedNames.current, options),
  });
  useEffect(() => {
    uploadedNames.current = uploads.items.flatMap((item) => (item.status === 'done' && item.stored ? [item.stored.fileName] : []));
  }, [uploads.items]);
  const failedUploads = uploads.failedIds.length;
  if (draft.restoredAt !== null) dirty.current = true;
  const withSaturday = Form.useWatch('withSaturday', form) as boolean | undefined;
  /** the whole menu's problem (no dish at all), shown above the buttons until the form changes */
  const [menuError, setMenuError] = useState<string | null>(null);
  const [copying, setCopying] = useState(false);
  const holidays = useHolidaysBetween(monday, addDays(monday, 5));

  const changed = () => {
    dirty.current = true;
    setMenuError(null);
    draft.onValuesChange();
  };

  const handleFinish = () => {
    if (uploads.isBusy) return; // the button waits too; Enter in a field must not save half the photos
    // every stored value, also a hidden Saturday's (onFinish's values hold only the mounted fields)
    const body = bodyOf(monday, form.getFieldsValue(true) as MenuFormValues, uploads.items);
    // the contract's rule, checked before sending (the server refuses the same with 400)
    if (!hasAnyDish(body)) {
      setMenuError(MENU_EMPTY_MESSAGE);
      return;
    }
    save.mutate(
      { body, tempKey: uploads.tempKey },
      {
        onSuccess: (saved) => {
          uploads.markSaved();
          draft.clear();
          dirty.current = false;
          showAlert(t.saved, 'success');
          if (saved.menuId !== null) navigate(menuPath(saved.menuId), { replace: true });
        },
        onError: (error) => {
          const apiError = toApiError(error);
          if (apiError.code === 'VALIDATION' && apiError.message === MENU_EMPTY_MESSAGE) setMenuError(apiError.message);
          else applyServerErrors(form, error, (path) => photoField(path as (string | number)[]));
        },
      },
    );
  };

  const copyLastWeek = async () => {
    const lastMonday = addDays(monday, -7);
    setCopying(true);
    try {
      const [last, weekHolidays] = await Promise.all([
        queryClient.fetchQuery(getMenuWeekByDateQueryOptions(lastMonday)),
        fetchHolidaysBetween(queryClient, monday, addDays(monday, 5)),
      ]);
      if (!last) {
        showAlert(t.noLastWeek, 'warning');
        return;
      }
      // a day this week the centre is closed gets no meals (issue 39: 12/25 filled from the week before)
      const closed = menuDaysOfWeek(monday, true).flatMap((day) => {
        const holiday = closingHolidayOn(day, weekHolidays);
        return holiday ? [{ day, name: holiday.name }] : [];
      });
      const lastDays = last.days.filter((d) => !closed.some((c) => c.day === addDays(d.day, 7)));
      const apply = () => {
        // last week's dishes, none of what was served then (notes, photos); this week's own photos stay
        const current = form.getFieldsValue(true) as MenuFormValues;
        const days = withPhotosOf(daysOfWeek(monday, lastDays, 7, false), current.days);
        form.setFieldsValue({ originNote: last.originNote, days, withSaturday: days[5].meals.some((m) => m.dishes.length > 0 || m.photo) });
        changed();
        const skipped = closed.map((c) => t.holidayDay(c.day.slice(5).replace('-', '/'), c.name)).join(', ');
        showAlert(closed.length > 0 ? t.copiedSkipping(lastMonday, skipped) : t.copied(lastMonday), 'success');
      };
      if (dirty.current || hasAnyDish(bodyOf(monday, form.getFieldsValue(true) as MenuFormValues))) openConfirm(t.confirmCopy, apply);
      else apply();
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setCopying(false);
    }
  };

  const pick = (path: (string | number)[], dish: Dish) => {
    form.setFieldValue([...path, 'allergens'] as never, [...dish.allergens]);
    changed();
  };

  return (
    <>
      <Form<MenuFormValues>
        {...recordFormProps}
        form={form}
        layout="vertical"
        className="menu-form"
        initialValues={initialValues}
        onFinish={handleFinish}
        onValuesChange={changed}
      >
        <DraftNotice draft={draft} />
        <div className="menu-form-head">
          <Form.Item label={t.chooseWeek} htmlFor="menu-week-picker">
            <DatePicker
              id="menu-week-picker"
              picker="week"
              inputReadOnly
              allowClear={false}
              value={dayjs(monday)}
              format={() => t.weekRange(monday, weekEndOf(monday))}
              onChange={(value: Dayjs | null) => value && navigate(menuWritePath(weekMondayOf(value.format('YYYY-MM-DD'))))}
            />
          </Form.Item>
          <Form.Item name="title" label={t.titleLabel} rules={[fieldRule(saveMenuWeekBodySchema, 'title')]}>
            <Input maxLength={MENU_TITLE_MAX} placeholder={t.titlePlaceholder} />
          </Form.Item>
          <Button icon={<CopyOutlined aria-hidden />} loading={copying} onClick={() => void copyLastWeek()} className="menu-copy">
            {t.copyLastWeek}
          </Button>
        </div>
        <Form.Item name="withSaturday" label={t.saturday} valuePropName="checked">
          <Switch />
        </Form.Item>

        <div className="menu-form-days">
          {week.days.length > 0 &&
            [0, 1, 2, 3, 4, 5]
              .filter((i) => i < 5 || withSaturday)
              .map((i) => (
                <Card key={i} size="small" className="menu-form-day" title={dateHeading(addDays(monday, i), i, holidays)}>
                  <div className="menu-form-nutrition">
                    <Form.Item name={['days', i, 'kcal']} label={t.kcal} rules={[zodRule(menuDayInputSchema.shape.kcal)]}>
                      <InputNumber min={0} max={3000} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item name={['days', i, 'protein']} label={t.protein} rules={[zodRule(menuDayInputSchema.shape.protein)]}>
                      <InputNumber min={0} max={300} step={0.1} style={{ width: '100%' }} />
                    </Form.Item>
                  </div>
                  {[0, 1, 2].map((j) => (
                    <MealFields key={j} day={i} meal={j} dayLabel={menuDayLabels[i]} onPick={pick} uploads={uploads} />
                  ))}
                </Card>
              ))}
        </div>

        <Form.Item name="originNote" label={t.origin} rules={[fieldRule(saveMenuWeekBodySchema, 'originNote')]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} placeholder={t.originPlaceholder} />
        </Form.Item>

        {menuError && <Alert type="error" showIcon title={menuError} className="menu-form-error" />}
        <UploadQueueProgress uploads={uploads} className="menu-upload-overall" />
        {(uploads.isBusy || failedUploads > 0) && (
          <p className="record-hint" role="status">
            {uploads.isBusy ? t.saveWaitUploads : t.saveSkipsFailed(failedUploads)}
          </p>
        )}
        <div className="record-actions">
          <Button size="large" onClick={() => navigate(-1)}>
            {t.cancel}
          </Button>
          <Button size="large" type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} disabled={uploads.isBusy} loading={save.isPending}>
            {t.save}
          </Button>
        </div>
      </Form>
      <LeaveDialog blocker={blocker} />
    </>
  );
}

const SLOTS = ['AM_SNACK', 'LUNCH', 'PM_SNACK'] as const;

type MealFieldsProps = {
  day: number;
  meal: number;
  dayLabel: string;
  onPick: (path: (string | number)[], dish: Dish) => void;
  uploads: UploadQueueHandle;
};

/** One meal: its dishes (name + allergens, add / remove / move), what was served instead and its photo. */
function MealFields({ day, meal, dayLabel, onPick, uploads }: MealFieldsProps) {
  const slotLabel = mealSlotLabels[SLOTS[meal]];
  const label = `${dayLabel} ${slotLabel}`;
  return (
    <fieldset className="menu-form-meal">
      <legend>{slotLabel}</legend>
      <Form.List name={['days', day, 'meals', meal, 'dishes']}>
        {(rows, { add, remove, move }) => (
          <>
            {rows.map((row, k) => (
              <div key={row.key} className="menu-form-dish">
                <Form.Item name={[row.name, 'name']} rules={[dishNameRule]} className="menu-form-dish-name">
                  <DishNameInput
                    aria-label={t.dishNameOf(label, k + 1)}
                    placeholder={t.dishPlaceholder}
                    onPick={(dish) => onPick(['days', day, 'meals', meal, 'dishes', row.name], dish)}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'allergens']} rules={[dishAllergensRule]} className="menu-form-dish-allergens">
                  <Select
                    mode="multiple"
                    aria-label={t.dishAllergensOf(label, k + 1)}
                    placeholder={t.allergenPlaceholder}
                    options={allergenOptions}
                    optionFilterProp="label"
                  />
                </Form.Item>
                <div className="menu-form-dish-buttons">
                  <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t.moveUp(k + 1)} disabled={k === 0} onClick={() => move(k, k - 1)} />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t.moveDown(k + 1)}
                    disabled={k === rows.length - 1}
                    onClick={() => move(k, k + 1)}
                  />
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t.removeDish(k + 1)} onClick={() => remove(row.name)} />
                </div>
              </div>
            ))}
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined aria-hidden />}
              disabled={rows.length >= DISHES_PER_MEAL_MAX}
              aria-label={t.addDishTo(label)}
              onClick={() => add({ name: '', allergens: [] })}
            >
              {t.addDish}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item name={['days', day, 'meals', meal, 'servedNote']} label={t.servedNoteLabel} rules={[zodRule(mealInputSchema.shape.servedNote)]} className="menu-form-served">
        <Input maxLength={300} placeholder={t.servedNotePlaceholder} aria-label={t.servedNoteOf(label)} />
      </Form.Item>
      <Form.Item name={['days', day, 'meals', meal, 'photo']} label={t.photo} className="menu-form-photo">
        <MealPhotoField label={label} uploads={uploads} />
      </Form.Item>
    </fieldset>
  );
}
