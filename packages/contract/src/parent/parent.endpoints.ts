import { defineEndpoints } from '../common/endpoint';

/** 학부모 (docs/product/parent.md). */
export const parentEndpoints = defineEndpoints('parent', '/api/v2/parents', {});
