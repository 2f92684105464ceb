import { defineEndpoints } from '../common/endpoint';

/** 파일 (업로드, 임시 파일, 내려받기) (docs/product/file.md). */
export const fileEndpoints = defineEndpoints('file', '/api/file', {});
