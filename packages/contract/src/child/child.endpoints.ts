import { defineEndpoints } from '../common/endpoint';

/** 원아 (docs/product/child.md). */
export const childEndpoints = defineEndpoints('child', '/api/v2/child', {});
