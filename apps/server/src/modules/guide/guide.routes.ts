import { guideEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { getSetupStatus } from './guide.service';

/** 사용 안내 (docs/product/guide.md): the setup checklist's counts. */
export const guideRoutes = [route(endpoints.setupStatus, ({ ctx }) => getSetupStatus(ctx))];
