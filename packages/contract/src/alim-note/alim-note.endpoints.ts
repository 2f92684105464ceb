import { defineEndpoints } from '../common/endpoint';

/** 알림장 (docs/product/alim-note.md). */
export const alimNoteEndpoints = defineEndpoints('alim-note', '/api/v2/story/alim', {});
