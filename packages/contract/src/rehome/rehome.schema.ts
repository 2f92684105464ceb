import { z } from 'zod';
import { classIdSchema, requiredIdSchema } from '../common/fields';

export const rehomeStatuses = ['REQUESTED', 'CHECKED', 'ENDED', 'STOPPED'] as const;
export type RehomeStatus = (typeof rehomeStatuses)[number];
export const rehomeStatusLabels: Record<RehomeStatus, string> = {
  REQUESTED: '요청',
  CHECKED: '확인',
  ENDED: '귀가완료',
  STOPPED: '취소',
};

export const rehomeIdSchema = requiredIdSchema('rehomeId가 필요합니다.');

/** Rehome check/end/stop (SPEC §5): classId and rehomeId required. */
export const rehomeActionBodySchema = z.object({ classId: classIdSchema, rehomeId: rehomeIdSchema });
export type RehomeActionBody = z.infer<typeof rehomeActionBodySchema>;
