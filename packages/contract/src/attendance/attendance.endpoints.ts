import { defineEndpoints } from '../common/endpoint';

/** 출석부 (docs/product/attendance.md). */
export const attendanceEndpoints = defineEndpoints('attendance', '/api/v2/story/attendance', {});
