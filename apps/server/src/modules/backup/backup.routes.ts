import { backupEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';

/** 백업 (docs/product/backup.md#status): the last backup and the schedule, for the director. */
export const backupRoutes = [route(endpoints.status, ({ request }) => request.server.backups.status())];
