import { defineEndpoints } from '../common/endpoint';
import { backupStatusSchema } from './backup.schema';

/** 백업 (docs/product/backup.md): the director's view of the nightly backups; the archives themselves never leave the server. */
export const backupEndpoints = defineEndpoints('backup', '/api/v2/backup', {
  status: {
    method: 'GET',
    path: '/status',
    summary: '마지막 백업 (시각, 크기, 결과)과 백업 일정',
    access: ['ROLE_ADMIN'],
    response: backupStatusSchema,
  },
});
