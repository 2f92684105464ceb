import type { SetupStatus } from '@kg/contract';
import { requireCentre, type ServiceContext } from '../../lib/context';
import { guideRepository as repo } from './guide.repository';

/** 새 학년도 준비: what is set up of the centre now (admins and managers: the contract's access). */
export async function getSetupStatus(ctx: ServiceContext): Promise<SetupStatus> {
  return repo.setupStatus(ctx.db, requireCentre(ctx));
}
