import { z } from 'zod';
import { requiredIdSchema } from '../common/fields';

/** Centres and organisations (docs/product/centre.md). */

export const CENTRE_KINDS = ['daycare', 'kindergarten'] as const;
export type CentreKind = (typeof CENTRE_KINDS)[number];
export const centreKindLabels: Record<CentreKind, string> = { daycare: '어린이집', kindergarten: '유치원' };

/** Optional modules a centre runs; the server and the web both read them (later issues add the screens). */
export const CENTRE_MODULES = ['bus', 'extended'] as const;
export type CentreModule = (typeof CENTRE_MODULES)[number];
export const centreModuleLabels: Record<CentreModule, string> = { bus: '통학버스', extended: '연장반' };

/** ISO weekday numbers 1 (월) … 7 (일). */
export const WEEKDAY_LABELS = ['월', '화', '수', '목', '금', '토', '일'] as const;

const CENTRE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const centreTime = (label: string) =>
  z.string({ error: `${label}을 09:00처럼 입력해 주세요.` }).regex(CENTRE_TIME_PATTERN, { error: `${label}을 09:00처럼 입력해 주세요.` });

export const centreIdSchema = requiredIdSchema('원을 선택해 주세요.');

/** What a centre's 원 정보 page edits. */
export const centreSettingsBodySchema = z
  .object({
    name: z.string({ error: '원 이름을 입력해 주세요.' }).trim().min(1, { error: '원 이름을 입력해 주세요.' }).max(100, { error: '원 이름은 100자 이하입니다.' }),
    kind: z.enum(CENTRE_KINDS, { error: '어린이집 또는 유치원을 선택해 주세요.' }),
    address: z.string().trim().max(200, { error: '주소는 200자 이하입니다.' }).default(''),
    phone: z
      .string()
      .trim()
      .max(20, { error: '전화번호는 20자 이하입니다.' })
      .regex(/^[0-9-]*$/, { error: '전화번호는 숫자와 -만 입력해 주세요.' })
      .default(''),
    representative: z.string().trim().max(50, { error: '대표자 이름은 50자 이하입니다.' }).default(''),
    basicStart: centreTime('기본보육 시작 시각'),
    basicEnd: centreTime('기본보육 종료 시각'),
    extendedEnd: centreTime('연장보육 종료 시각'),
    schoolDays: z
      .array(z.number().int().min(1).max(7), { error: '운영 요일을 선택해 주세요.' })
      .min(1, { error: '운영 요일을 하루 이상 선택해 주세요.' })
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    timeZone: z
      .string({ error: '시간대를 선택해 주세요.' })
      .refine(isTimeZone, { error: '알 수 없는 시간대입니다.' }),
    retentionYears: z.number({ error: '보존 기간을 입력해 주세요.' }).int().min(1, { error: '보존 기간은 1년 이상입니다.' }).max(30, { error: '보존 기간은 30년 이하입니다.' }),
    modules: z.array(z.enum(CENTRE_MODULES)).default([]).transform((list) => [...new Set(list)]),
  })
  .superRefine((value, issue) => {
    if (value.basicStart >= value.basicEnd) issue.addIssue({ code: 'custom', path: ['basicEnd'], message: '기본보육 종료 시각은 시작 시각보다 늦어야 합니다.' });
    if (value.extendedEnd < value.basicEnd) issue.addIssue({ code: 'custom', path: ['extendedEnd'], message: '연장보육 종료 시각은 기본보육 종료 시각보다 빠를 수 없습니다.' });
  });
export type CentreSettingsBody = z.infer<typeof centreSettingsBodySchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('ko-KR', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

export const centreSchema = z.object({
  centreId: z.number().int(),
  organisationId: z.number().int(),
  organisationName: z.string(),
  name: z.string(),
  kind: z.enum(CENTRE_KINDS),
  address: z.string(),
  phone: z.string(),
  representative: z.string(),
  basicStart: z.string(),
  basicEnd: z.string(),
  extendedEnd: z.string(),
  schoolDays: z.array(z.number().int()),
  timeZone: z.string(),
  retentionYears: z.number().int(),
  modules: z.array(z.enum(CENTRE_MODULES)),
});
export type Centre = z.infer<typeof centreSchema>;

export const switchCentreBodySchema = z.object({ centreId: centreIdSchema });
export type SwitchCentreBody = z.infer<typeof switchCentreBodySchema>;
