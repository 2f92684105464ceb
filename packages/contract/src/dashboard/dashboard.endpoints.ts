import { defineEndpoints } from '../common/endpoint';

/** 반 대시보드 (docs/product/dashboard.md). */
export const dashboardEndpoints = defineEndpoints('dashboard', '/api/v2/story', {});
