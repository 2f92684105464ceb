import type { Centre } from '@kg/contract';
import type { CentreDetailRow } from './centre.repository';

export function toCentre(row: CentreDetailRow): Centre {
  return { ...row, schoolDays: [...row.schoolDays], modules: [...row.modules] };
}
