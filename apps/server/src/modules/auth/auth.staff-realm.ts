import type { LoginData } from '@kg/contract';
import { AppError } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import { findAuthRow, findTeacherForLogin, markLoginSuccess, prepareAuthRowQuery, type AuthRow } from './auth.repository';
import { toLoginData } from './auth.presenter';
import type { SessionRealm } from './auth.realm';

/** Staff sessions: teachers, managers and the director (docs/product/auth.md). */
export const staffRealm: SessionRealm<AuthRow, Principal, LoginData> = {
  auditSubject: 'TEACHER',
  accountKeyPrefix: '',
  disabledError: () => new AppError('ACCOUNT_DISABLED'),
  async findForLogin(db, loginId, centreId) {
    const teacher = await findTeacherForLogin(db, loginId, centreId);
    if (!teacher) return undefined;
    return { ...teacher, refusal: teacher.active ? null : 'DISABLED' };
  },
  markLoginSuccess,
  sessionOwner: (teacherId) => ({ teacherId }),
  prepareRowQuery: prepareAuthRowQuery,
  findRow: findAuthRow,
  accountIdOf: (row) => row.teacherId,
  roleOf: (row) => row.role,
  // A deactivated teacher, or one whose role changed, must sign in again.
  endReason: (row, claimedRole) => (!row.active ? 'DEACTIVATED' : row.role !== claimedRole ? 'ROLE_CHANGED' : null),
  principalOf: (row) => ({
    tno: row.teacherId,
    loginId: row.loginId,
    name: row.name,
    role: row.role,
    classId: row.classId,
    accountId: row.accountId,
    centreId: row.centreId,
    organisationId: row.organisationId,
    timeZone: row.timeZone,
    sessionId: row.sessionId,
    mustChangePassword: row.mustChangePassword,
  }),
  dataOf: async (_db, row, idleMinutes) => toLoginData(row, idleMinutes),
};
