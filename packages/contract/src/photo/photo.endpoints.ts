import { defineEndpoints } from '../common/endpoint';

/** 사진첩 (docs/product/photo.md). */
export const photoEndpoints = defineEndpoints('photo', '/api/v2/story/photo', {});
