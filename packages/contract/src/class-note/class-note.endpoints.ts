import { defineEndpoints } from '../common/endpoint';

/** 반 일지 (docs/product/class-note.md). */
export const classNoteEndpoints = defineEndpoints('class-note', '/api/v2/story/class-note', {});
