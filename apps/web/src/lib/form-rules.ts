import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { toApiError } from '@/api/api-error';
import { showApiError } from './show-api-error';

/**
 * An antd form rule that validates one field with the contract's zod schema for it, showing the schema's Korean
 * message: the form and the server check the same rule. Empty optional fields pass when the schema is optional.
 */
export function zodRule(schema: z.ZodType): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value === '' ? undefined : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '');
    },
  };
}

/** The rule for `field` of a contract object schema (`z.object({...})`). */
export function fieldRule<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, field: keyof Shape & string): Rule {
  return zodRule(schema.shape[field] as unknown as z.ZodType);
}

type NamePath = (string | number)[];

/** A detail's field path as the form names it: `emergencyContacts.0.phone` → ['emergencyContacts', 0, 'phone']. */
const namePathOf = (field: string): NamePath => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Puts a failed save's 400 field details on the form's fields (field path → Korean message) and scrolls to the first
 * one with the cursor in it — on a long form it may be far above the save button; anything else, or a detail for a
 * field the form does not have, goes to the global alert. `fieldFor` moves a detail whose field has no input of its own
 * onto one that has.
 */
export function applyServerErrors(form: FormInstance, error: unknown, fieldFor: (path: NamePath) => NamePath = (path) => path): void {
  const apiError = toApiError(error);
  const details = apiError.details;
  if (apiError.code === 'VALIDATION' && details && typeof details === 'object') {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const known = Object.entries(details as Record<string, unknown>).filter(
      ([field, message]) => typeof message === 'string' && (field.split('.')[0] ?? '') in values,
    );
    if (known.length > 0) {
      form.setFields(known.map(([field, message]) => ({ name: fieldFor(namePathOf(field)), errors: [message as string] })));
      form.scrollToField(fieldFor(namePathOf(known[0][0])), { block: 'center', focus: true });
      return;
    }
  }
  showApiError(error);
}

/**
 * Checks the whole input against the contract's schema, including its rules across fields (an end time before its
 * start), and puts each issue on the field it names, scrolling to the first: the parsed body, or null when refused.
 */
export function parseFormInput<S extends z.ZodType>(form: FormInstance, schema: S, input: unknown): z.output<S> | null {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !byField.has(field)) byField.set(field, issue.message);
  }
  const fields = [...byField].map(([name, message]) => ({ name, errors: [message] }));
  form.setFields(fields);
  if (fields[0]) form.scrollToField(fields[0].name, { block: 'center', focus: true });
  return null;
}
