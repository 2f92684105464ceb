import { DatePicker, Form, Input, TimePicker, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  EVENT_PERIOD_MESSAGE,
  EVENT_PLACE_MAX,
  EVENT_TIME_ORDER_MESSAGE,
  eventBodySchema,
  type Event,
  type EventInput,
  type PostClass,
} from '@kg/contract';
import { PostForm, usePostCreateExit, usePostEditExit, type PostFormValues, type PostSaveFiles } from '@/features/post';
import { ko } from '@/i18n/ko';
import { fieldRule } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useSaveEvent } from '../api/save-event';
import { EVENT_LIST_PATH, eventPath } from '../event-paths';

const t = ko.event;
const DATE_FORMAT = 'YYYY-MM-DD';
const TIME_FORMAT = 'HH:mm';
/**
 * Shown as 10:30; typed as 10:30, 1030 (a phone's number pad) or 9:30. The input must stay typeable: a read-only one
 * dropped a typed time and saved the event as 종일 (docs/product/event.md#rules-and-messages).
 */
const TIME_INPUT_FORMATS = [TIME_FORMAT, 'HHmm', 'H:mm'];
/** The picker's columns offer 10-minute steps; any minute can be typed. */
const MINUTE_STEP = 10;

export type EventFormValues = PostFormValues & {
  startDate: string;
  endDate?: string;
  startTime?: string;
  endTime?: string;
  place: string;
};

type NamePath = (string | number)[];

// the form keeps dates and times as the strings the server takes; the pickers get dayjs values
const dateProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : undefined),
};
const timeProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(`2000-01-01T${value}`) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(TIME_FORMAT) : undefined),
};

/** 종료일: empty (one day) or not before 행사일. */
const endDateRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_, value: string | undefined) => {
    const start = getFieldValue('startDate') as string | undefined;
    if (value && start && value < start) throw new Error(EVENT_PERIOD_MESSAGE);
  },
});
/** 끝 시간: after 시작 시간 when both are given (over a period they are each day's). */
const endTimeRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_, value: string | undefined) => {
    const start = getFieldValue('startTime') as string | undefined;
    if (value && start && value <= start) throw new Error(EVENT_TIME_ORDER_MESSAGE);
  },
});

/** A server detail on one of the audience's ids (`classIds.0`) goes on the audience field. */
const fieldFor = (path: NamePath): NamePath => (path[0] === 'classIds' ? ['classIds'] : path);

function initialValuesOf(event: Event | undefined, fixedClass: PostClass | null): EventFormValues {
  if (event) {
    return {
      title: event.title,
      classIds: event.classes.map((c) => c.classId),
      content: event.content,
      startDate: event.startDate,
      endDate: event.endDate !== event.startDate ? event.endDate : undefined,
      startTime: event.startTime ?? undefined,
      endTime: event.endTime ?? undefined,
      place: event.place,
    };
  }
  return { title: '', classIds: fixedClass ? [fixedClass.classId] : [], content: '', startDate: dayjs().format(DATE_FORMAT), place: '' };
}

type EventFormProps = {
  /** editing this event; a new one otherwise */
  event?: Event;
  /** a teacher's class: the audience is fixed to it; null for admins and managers (전체 or any classes) */
  fixedClass: PostClass | null;
};

/**
 * event/new and event/{id}/edit: 제목, 대상, 행사일 with an optional 종료일 (a period), optional 시작 / 끝 시간 (10-minute
 * steps), 장소, the rich-text 내용 and 사진·첨부파일 — the shared post form (features/post) with the event's own fields.
 */
export function EventForm({ event, fixedClass }: EventFormProps) {
  const [form] = Form.useForm<EventFormValues>();
  const created = usePostCreateExit(EVENT_LIST_PATH);
  const leaveEdit = usePostEditExit(event ? eventPath(event.eventId) : EVENT_LIST_PATH, EVENT_LIST_PATH);
  const showAlert = useUiStore((s) => s.showAlert);
  const save = useSaveEvent();

  const handleSave = async (values: EventFormValues, files: PostSaveFiles) => {
    const body: EventInput = {
      title: values.title,
      content: values.content,
      classIds: fixedClass ? [fixedClass.classId] : (values.classIds ?? []),
      startDate: values.startDate,
      endDate: values.endDate || null,
      startTime: values.startTime || null,
      endTime: values.endTime || null,
      place: (values.place ?? '').trim(),
    };
    const saved = event
      ? await save.mutateAsync({ eventId: event.eventId, tempKey: files.tempKey, body: { ...body, removeFileIds: files.removeFileIds } })
      : await save.mutateAsync({ tempKey: files.tempKey, body });
    showAlert(t.saved, 'success');
    if (event) leaveEdit();
    else created.toPost(eventPath(saved.eventId));
  };

  return (
    <PostForm<EventFormValues>
      form={form}
      refType="EVENT"
      initialValues={initialValuesOf(event, fixedClass)}
      post={event}
      fixedClass={fixedClass}
      audienceLabel={t.audience}
      attachmentsLabel={t.photosAndFiles}
      attachmentsHint={t.photosAndFilesHint}
      contentRequired={false}
      draftKey={event ? `event.${event.eventId}` : 'event.new'}
      saving={save.isPending}
      onSave={handleSave}
      onCancel={event ? leaveEdit : created.cancel}
      fieldFor={fieldFor}
    >
      <div className="event-form-row">
        <Form.Item name="startDate" label={t.date} rules={[fieldRule(eventBodySchema, 'startDate')]} {...dateProps}>
          <DatePicker inputReadOnly allowClear={false} format={DATE_FORMAT} placeholder={t.datePlaceholder} />
        </Form.Item>
        <Form.Item name="endDate" label={t.endDate} extra={t.endDateHint} dependencies={['startDate']} rules={[endDateRule]} {...dateProps}>
          <DatePicker
            inputReadOnly
            format={DATE_FORMAT}
            placeholder={t.endDatePlaceholder}
            disabledDate={(day) => {
              const start = form.getFieldValue('startDate') as string | undefined;
              return start ? day.format(DATE_FORMAT) < start : false;
            }}
          />
        </Form.Item>
      </div>
      <div className="event-form-row">
        <Form.Item name="startTime" label={t.startTime} extra={t.timeHint} rules={[fieldRule(eventBodySchema, 'startTime')]} {...timeProps}>
          <TimePicker format={TIME_INPUT_FORMATS} minuteStep={MINUTE_STEP} needConfirm={false} placeholder={t.timePlaceholder} />
        </Form.Item>
        <Form.Item name="endTime" label={t.endTime} dependencies={['startTime']} rules={[endTimeRule]} {...timeProps}>
          <TimePicker format={TIME_INPUT_FORMATS} minuteStep={MINUTE_STEP} needConfirm={false} placeholder={t.timePlaceholder} />
        </Form.Item>
      </div>
      <Form.Item name="place" label={t.place} rules={[fieldRule(eventBodySchema, 'place')]}>
        <Input placeholder={t.placePlaceholder} maxLength={EVENT_PLACE_MAX} showCount />
      </Form.Item>
    </PostForm>
  );
}
