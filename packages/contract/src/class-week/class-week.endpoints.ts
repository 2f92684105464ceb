import { defineEndpoints } from '../common/endpoint';

/** 주간 계획안 (docs/product/class-week.md). */
export const classWeekEndpoints = defineEndpoints('class-week', '/api/v2/story/class-week', {});
