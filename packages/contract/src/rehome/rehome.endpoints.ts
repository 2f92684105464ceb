import { defineEndpoints } from '../common/endpoint';

/** 귀가동의서 (docs/product/rehome.md). */
export const rehomeEndpoints = defineEndpoints('rehome', '/api/v2/story/rehome', {});
