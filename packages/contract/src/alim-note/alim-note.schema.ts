import { requiredIdSchema } from '../common/fields';

export const noteIdSchema = requiredIdSchema('noteId가 필요합니다.');
