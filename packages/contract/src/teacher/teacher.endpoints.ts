import { defineEndpoints } from '../common/endpoint';

/** 교사 (docs/product/teacher.md). */
export const teacherEndpoints = defineEndpoints('teacher', '/api/v2/teacher', {});
