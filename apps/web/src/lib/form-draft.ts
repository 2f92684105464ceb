import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import dayjs, { isDayjs } from 'dayjs';
import { useSessionStore } from '@/stores/session';

/**
 * Drafts of long forms (docs/product/errors.md#drafts): what is typed is kept in this browser, per signed-in user, until
 * it is saved or discarded — so an idle sign-out, a closed tab or a lost connection loses nothing. Photos being
 * uploaded are not part of a draft. An explicit sign-out deletes the user's drafts (tablets are shared).
 */
const PREFIX = 'kg.draft.';
const KEEP_DAYS = 14;
const SAVE_AFTER_MS = 400;

type Stored = { savedAt: number; values: unknown };

const storageKey = (user: string, key: string) => `${PREFIX}${user}.${key}`;

// dates travel as tagged strings so they come back as dayjs values
const encode = (values: unknown) => JSON.stringify(values, function replace(this: Record<string, unknown>, name, value) {
  const raw = this[name];
  return isDayjs(raw) ? { $date: raw.toISOString() } : value;
});
const decode = (text: string): Stored =>
  JSON.parse(text, (_name, value: unknown) =>
    value && typeof value === 'object' && '$date' in value ? dayjs((value as { $date: string }).$date) : value,
  ) as Stored;

function read(key: string): Stored | null {
  const text = localStorage.getItem(key);
  if (!text) return null;
  try {
    const stored = decode(text);
    if (Date.now() - stored.savedAt < KEEP_DAYS * 24 * 3600_000) return stored;
  } catch {
    // unreadable: dropped below
  }
  localStorage.removeItem(key);
  return null;
}

/** Deletes every draft of a user (explicit sign-out). */
export function deleteDrafts(user: string): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(`${PREFIX}${user}.`)) localStorage.removeItem(key);
}

/**
 * Whether a form was open when its user left — a drawer that an idle sign-out closed opens again, with its draft, after
 * signing in (docs/product/errors.md#drafts). Kept beside the draft, so an explicit sign-out deletes it too.
 */
export const openFormMark = {
  set: (user: string, key: string) => localStorage.setItem(storageKey(user, `${key}.open`), '1'),
  clear: (user: string, key: string) => localStorage.removeItem(storageKey(user, `${key}.open`)),
  /** the draft's values when the form was left open with one, else null */
  reopen<V>(user: string, key: string): V | null {
    if (localStorage.getItem(storageKey(user, `${key}.open`)) !== '1') return null;
    return (read(storageKey(user, key))?.values as V | undefined) ?? null;
  },
};

export type FormDraft = {
  /** when the restored draft was written, or null when the form started empty */
  restoredAt: number | null;
  /** pass to the Form's onValuesChange */
  onValuesChange: () => void;
  /** the form was saved: the draft goes */
  clear: () => void;
  /** the user threw the draft away: the form goes back to its initial values */
  discard: () => void;
};

/**
 * Keeps `form`'s values under `key` (null: no draft, e.g. while the record loads). A stored draft is put into the form
 * once, when it mounts; `merge` may adapt it (e.g. keep only the children being written for).
 */
export function useFormDraft<V>(form: FormInstance<V>, key: string | null, merge?: (draft: V) => Partial<V>): FormDraft {
  const user = useSessionStore((s) => s.teacherId);
  const fullKey = user && key ? storageKey(user, key) : null;
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mergeRef = useRef(merge);

  useEffect(() => {
    if (!fullKey) return;
    const stored = read(fullKey);
    if (!stored) return;
    const values = stored.values as V;
    form.setFieldsValue((mergeRef.current ? mergeRef.current(values) : values) as Parameters<typeof form.setFieldsValue>[0]);
    setRestoredAt(stored.savedAt);
  }, [form, fullKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onValuesChange = useCallback(() => {
    if (!fullKey) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      localStorage.setItem(fullKey, encode({ savedAt: Date.now(), values: form.getFieldsValue(true) }));
    }, SAVE_AFTER_MS);
  }, [form, fullKey]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    if (fullKey) localStorage.removeItem(fullKey);
    setRestoredAt(null);
  }, [fullKey]);

  const discard = useCallback(() => {
    clear();
    form.resetFields();
  }, [clear, form]);

  return useMemo(() => ({ restoredAt, onValuesChange, clear, discard }), [restoredAt, onValuesChange, clear, discard]);
}
