import { useCallback, useMemo, useState } from 'react';
import { Button, DatePicker, Drawer, Form, Grid, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  alimChipGroups,
  alimNoteTemplates,
  createAlimNotesBodySchema,
  type AlimCopy,
  type AlimEntryInput,
  type AlimRecord,
} from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { alimNoteKo } from '@/i18n/domains/alim-note';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { showApiError } from '@/lib/show-api-error';
import { useUiStore } from '@/stores/ui';
import { useCreateAlimNotes } from '../api/create-alim-notes';
import { useFetchAlimCopy } from '../api/get-alim-copy';
import { DraftNotice } from '@/components/draft-notice';
import { PageTour } from '@/features/guide/components/page-tour';
import { tourTarget } from '@/features/guide/tours';
import { useFormDraft } from '@/lib/form-draft';
import { recordFormProps } from '@/lib/record-form';
import { AlimEntryCard } from './alim-entry-card';
import { ChipSelect } from './record-fields';

const t = alimNoteKo;

export type WriteChild = { childCode: number; childName: string };

type EntryValues = Omit<AlimEntryInput, 'tempKey'> & { childCode: number };
export type WriteValues = { noteDate: Dayjs; content: string; entries: EntryValues[] };

/** Where the drawer's draft is kept, per class. */
export const alimWriteDraftKey = (classId: number) => `alimNote.write.${classId}`;

const emptyRecord: Omit<AlimRecord, 'temperature'> & { temperature: number | null } = {
  mood: null,
  health: null,
  meal: null,
  nap: null,
  bowel: null,
  temperature: null,
};

/** A bad tempKey or childCode of one child's entry has no field of its own: it shows on that child's own sentence. */
const entryFieldFor = (path: (string | number)[]) =>
  path.at(-1) === 'tempKey' || path.at(-1) === 'childCode' ? [...path.slice(0, -1), 'extraContent'] : path;

type AlimWriteDrawerProps = {
  classId: number;
  open: boolean;
  date: string;
  childrenToWrite: WriteChild[];
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Writing for several children at once: one shared text (or a template), each child's chips, temperature, own
 * sentence and photos, and "어제 내용 복사". One bulk call saves them all, or none.
 */
export function AlimWriteDrawer({ classId, open, date, childrenToWrite, onClose, onSaved }: AlimWriteDrawerProps) {
  const [form] = Form.useForm<WriteValues>();
  const screens = Grid.useBreakpoint();
  const [tempKeys, setTempKeys] = useState<Record<number, string | undefined>>({});
  const [busy, setBusy] = useState<Record<number, boolean>>({});
  const create = useCreateAlimNotes();
  const fetchCopy = useFetchAlimCopy(classId);
  const showAlert = useUiStore((s) => s.showAlert);
  const names = useMemo(() => new Map(childrenToWrite.map((c) => [c.childCode, c.childName])), [childrenToWrite]);
  const uploading = Object.values(busy).some(Boolean);
  // the drawer does not watch the entries: a tap on one child's chip re-renders only that chip
  const [count, setCount] = useState(childrenToWrite.length);
  // what is typed survives an idle sign-out: put back for the children being written for now
  const draft = useFormDraft(form, alimWriteDraftKey(classId), (stored) => ({
    ...stored,
    entries: childrenToWrite.map(
      (c) => stored.entries?.find((e) => e.childCode === c.childCode) ?? { childCode: c.childCode, ...emptyRecord, extraContent: '' },
    ),
  }));

  const setTempKey = useCallback((childCode: number, key: string | undefined) => setTempKeys((s) => ({ ...s, [childCode]: key })), []);
  const setBusyFor = useCallback((childCode: number, value: boolean) => setBusy((s) => ({ ...s, [childCode]: value })), []);

  const removeChild = useCallback(
    (childCode: number) => {
      setTempKey(childCode, undefined);
      setBusyFor(childCode, false);
      const list = (form.getFieldValue('entries') as EntryValues[]).filter((e) => e.childCode !== childCode);
      form.setFieldValue('entries', list);
      setCount(list.length);
      draft.onValuesChange();
    },
    [form, setTempKey, setBusyFor, draft],
  );

  const setEverybody = (field: keyof AlimRecord, value: unknown) => {
    const list = form.getFieldValue('entries') as EntryValues[];
    form.setFieldValue('entries', list.map((e) => ({ ...e, [field]: value })));
    draft.onValuesChange();
  };

  const applyTemplate = (key: string) => {
    const template = alimNoteTemplates.find((x) => x.key === key);
    if (!template) return;
    const list = form.getFieldValue('entries') as EntryValues[];
    form.setFieldsValue({ content: template.content, entries: list.map((e) => ({ ...e, ...template.record })) });
    draft.onValuesChange();
    showAlert(t.templateApplied(template.title), 'success');
  };

  const copyInto = useCallback(
    (index: number, copy: AlimCopy) => {
      const list = [...(form.getFieldValue('entries') as EntryValues[])];
      const { mood, health, meal, nap, bowel, temperature, content } = copy;
      list[index] = { ...list[index], mood, health, meal, nap, bowel, temperature, extraContent: content };
      form.setFieldValue('entries', list);
      draft.onValuesChange();
    },
    [form, draft],
  );

  const noteDate = useCallback(() => (form.getFieldValue('noteDate') as Dayjs | undefined)?.format('YYYY-MM-DD') ?? date, [form, date]);

  const copyOne = useCallback(
    async (index: number) => {
      const childCode = (form.getFieldValue(['entries', index, 'childCode']) as number) ?? 0;
      try {
        const copy = await fetchCopy(childCode, noteDate());
        copyInto(index, copy);
        showAlert(t.copied(names.get(childCode) ?? '', copy.noteDate), 'success');
      } catch (error) {
        if (toApiError(error).status === 404) showAlert(t.nothingToCopy, 'info');
        else showApiError(error);
      }
    },
    [form, fetchCopy, noteDate, copyInto, showAlert, names],
  );

  const copyAll = async () => {
    const list = form.getFieldValue('entries') as EntryValues[];
    const results = await Promise.allSettled(list.map((e) => fetchCopy(e.childCode, noteDate())));
    let copied = 0;
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') {
        copyInto(index, result.value);
        copied += 1;
      }
    });
    showAlert(copied > 0 ? t.copiedAll(copied) : t.nothingToCopy, copied > 0 ? 'success' : 'info');
  };

  const submit = async (values: WriteValues) => {
    if (uploading) {
      showAlert(t.waitUploads, 'warning');
      return;
    }
    try {
      const result = await create.mutateAsync({
        classId,
        noteDate: values.noteDate.format('YYYY-MM-DD'),
        content: values.content ?? '',
        entries: values.entries.map((e) => ({ ...e, tempKey: tempKeys[e.childCode] })),
      });
      draft.clear();
      showAlert(t.saved(result.notes.length), 'success');
      onSaved();
    } catch (error) {
      applyServerErrors(form, error, entryFieldFor);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t.writeTitle(count)}
      extra={<PageTour tour="alimWrite" />}
      size={screens.md ? 760 : '100%'}
      destroyOnHidden
      footer={
        <Space className="alim-drawer-footer">
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button
            type="primary"
            loading={create.isPending}
            disabled={uploading || count === 0}
            onClick={() => form.submit()}
            {...tourTarget('alim-save')}
          >
            {t.save(count)}
          </Button>
        </Space>
      }
    >
      <Form<WriteValues> {...recordFormProps}
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={draft.onValuesChange}
        initialValues={{
          noteDate: dayjs(date),
          content: '',
          entries: childrenToWrite.map((c) => ({ childCode: c.childCode, ...emptyRecord, extraContent: '' })),
        }}
      >
        <DraftNotice draft={draft} />
        <div className="alim-write-head" {...tourTarget('alim-date')}>
          <Form.Item name="noteDate" label={t.noteDate} rules={[{ required: true, message: t.noteDate }]}>
            <DatePicker allowClear={false} />
          </Form.Item>
          <Form.Item label={t.template}>
            <Select
              aria-label={t.template}
              placeholder={t.templatePlaceholder}
              options={alimNoteTemplates.map((x) => ({ value: x.key, label: x.title }))}
              onChange={applyTemplate}
              value={null}
            />
          </Form.Item>
        </div>
        <div {...tourTarget('alim-shared')}>
          <Form.Item name="content" label={t.sharedContent} extra={t.sharedContentHint} rules={[fieldRule(createAlimNotesBodySchema, 'content')]}>
            <Input.TextArea rows={4} placeholder={t.sharedContentPlaceholder} showCount maxLength={3000} />
          </Form.Item>
        </div>

        <section className="alim-apply-all" aria-label={t.applyToAll} {...tourTarget('alim-apply-all')}>
          <h3 className="record-section-title">{t.applyToAll}</h3>
          {alimChipGroups.map((group) => (
            <div key={group.field} className="alim-chip-row-inline">
              <span className="alim-chip-label">{group.label}</span>
              <ChipSelect
                label={`${t.applyToAll} ${group.label}`}
                values={group.values}
                labels={group.labels}
                onChange={(v) => setEverybody(group.field, v)}
              />
            </div>
          ))}
        </section>

        <div className="alim-per-child-head" {...tourTarget('alim-per-child')}>
          <h3 className="record-section-title">{t.perChild}</h3>
          <Button size="small" onClick={() => void copyAll()}>
            {t.copyAllPrevious}
          </Button>
        </div>
        <Form.List name="entries">
          {(fields) =>
            fields.map((field) => {
              const childCode = form.getFieldValue(['entries', field.name, 'childCode']) as number;
              return (
                <AlimEntryCard
                  key={childCode}
                  classId={classId}
                  index={field.name}
                  childCode={childCode}
                  childName={names.get(childCode) ?? ''}
                  canRemove={fields.length > 1}
                  onRemove={removeChild}
                  onCopy={copyOne}
                  onTempKeyChange={setTempKey}
                  onBusyChange={setBusyFor}
                />
              );
            })
          }
        </Form.List>
      </Form>
    </Drawer>
  );
}
