import { defineEndpoints } from '../common/endpoint';

/** 반 (docs/product/class.md). */
export const classEndpoints = defineEndpoints('class', '/api/v2/class', {});
