import { requiredIdSchema } from '../common/fields';

export const classNoteIdSchema = requiredIdSchema('classNoteId가 필요합니다.');
