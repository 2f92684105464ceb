import { familyEndpoints, type FamilyChild, type FamilyMe } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { familyApi } from '../api/family-client';
import { useFamilyStore } from '../family-store';

export function familyChild(overrides: Partial<FamilyChild> = {}): FamilyChild {
  return {
    childCode: 11,
    name: '김하늘',
    birthDate: '2021-05-04',
    gender: 'F',
    status: 'active',
    classId: 3,
    className: '햇님반',
    classColor: '#fde68a',
    centreId: 1,
    centreName: '해님어린이집',
    relation: '모',
    isPrimary: true,
    photoConsent: true,
    allergyCodes: [],
    allergies: '',
    ...overrides,
  };
}

export function familyMe(overrides: Partial<FamilyMe> = {}): FamilyMe {
  return {
    pno: 5,
    loginId: 'parent1',
    name: '박엄마',
    mustChangePassword: false,
    lastLoginAt: null,
    idleMinutes: 15,
    children: [familyChild()],
    ...overrides,
  };
}

/** A fresh parent app: nobody signed in, no child chosen on this device, nothing cached. */
export function resetFamily(): void {
  useFamilyStore.setState({ me: null, childCode: null });
  queryClient.clear();
  localStorage.clear();
}

/**
 * The fake server for a parent-app page test, on the parent app's client: GET /family/me answers `me` (one child,
 * 김하늘 of 햇님반, unless given) besides the test's own routes.
 */
export function installFamilyServer(routes: Record<string, FakeHandler>, me: FamilyMe = familyMe()) {
  return installFakeServer({ [route(familyEndpoints.me)]: () => ok(me), ...routes }, familyApi);
}
