import type { Child, ChildClassOption, ChildListItem, ChildPage, ParentDetail } from '@kg/contract';

/** Test data of the child screens (web tests only). */
export function childItem(childCode: number, overrides: Partial<ChildListItem> = {}): ChildListItem {
  return {
    childCode,
    name: `원아${childCode}`,
    birthDate: '2021-05-05',
    ageYears: 5,
    gender: 'F',
    classId: 2,
    className: '햇님반',
    classColor: '#fde68a',
    status: 'active',
    admissionDate: '2024-03-04',
    leaveDate: null,
    allergyCodes: [],
    allergies: '',
    allergyNote: '',
    healthNotes: '',
    photoConsent: true,
    parents: [],
    profileThumbnailUrl: null,
    ...overrides,
  };
}

export function childRecord(overrides: Partial<Child> = {}): Child {
  return {
    ...childItem(41, { name: '김하늘', allergies: '땅콩', parents: [{ pno: 9, name: '김엄마', relation: '모', phone: '010-2222-3333', isPrimary: true }] }),
    statusChangedAt: '2024-03-04T00:00:00.000Z',
    address: '서울시 마포구 행복로 1',
    memo: '',
    profileImage: null,
    emergencyContacts: [{ contactId: 1, name: '김할머니', relation: '조모', phone: '010-1111-2222' }],
    pickupPersons: [{ pickupId: 1, name: '김아빠', relation: '부', phone: '010-3333-4444', authorised: true, note: '' }],
    createdAt: '2024-03-04T00:00:00.000Z',
    updatedAt: '2024-03-04T00:00:00.000Z',
    ...overrides,
  };
}

export const classOptions: ChildClassOption[] = [
  { classId: 2, name: '햇님반', color: '#fde68a', capacity: 3, enrolledCount: 2, pausedCount: 0 },
  { classId: 3, name: '달님반', color: '#bfdbfe', capacity: 2, enrolledCount: 2, pausedCount: 0 },
];

export function pageOf(items: ChildListItem[], page = 1, size = 10): ChildPage {
  return { items, page, size, total: items.length, totalPages: Math.max(1, Math.ceil(items.length / size)) };
}

/** A parent account just created for a child (the answer of 보호자 추가). */
export function parentDetail(overrides: Partial<ParentDetail> = {}): ParentDetail {
  return {
    pno: 12,
    loginId: 'kimdad01',
    name: '김아빠',
    phone: '010-2222-3333',
    email: null,
    status: 'active',
    failedCount: 0,
    isLocked: false,
    lockedUntil: null,
    mustChangePassword: true,
    lastLoginAt: null,
    leaveDate: null,
    children: [],
    createdAt: '2026-11-21T00:00:00.000Z',
    memo: '',
    statusChangedAt: null,
    passwordChangedAt: '2026-11-21T00:00:00.000Z',
    sessionsRevokedAt: null,
    phones: [],
    emails: [],
    mobiles: [],
    updatedAt: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
}
