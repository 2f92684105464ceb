import { z } from 'zod';
import { requiredIdSchema } from '../common/fields';

export const childStatuses = ['active', 'pause', 'stop', 'graduate'] as const;
export type ChildStatus = (typeof childStatuses)[number];
export const childStatusLabels: Record<ChildStatus, string> = { active: '재원', pause: '휴원', stop: '퇴소', graduate: '졸업' };

export const childCodeSchema = requiredIdSchema('childCode가 필요합니다.');
export const childStatusSchema = z.enum(childStatuses, { error: 'status가 올바르지 않습니다' });

export const changeChildStatusParamsSchema = z.object({ childCode: childCodeSchema });
export const changeChildStatusQuerySchema = z.object({ status: childStatusSchema });
