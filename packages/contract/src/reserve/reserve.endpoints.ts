import { defineEndpoints } from '../common/endpoint';

/** 상담 예약 (docs/product/reserve.md). */
export const reserveEndpoints = defineEndpoints('reserve', '/api/v2/reserve', {});
