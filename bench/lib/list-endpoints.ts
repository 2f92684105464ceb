import {
  alimNoteEndpoints,
  alimNoteFamilyEndpoints,
  attendanceEndpoints,
  childEndpoints,
  classEndpoints,
  classNoteEndpoints,
  classWeekEndpoints,
  dashboardEndpoints,
  eduEndpoints,
  endpointUrl,
  eventEndpoints,
  eventFamilyEndpoints,
  facilityEndpoints,
  familyEndpoints,
  medicineEndpoints,
  medicineFamilyEndpoints,
  menuEndpoints,
  noticeEndpoints,
  noticeFamilyEndpoints,
  parentEndpoints,
  photoEndpoints,
  photoFamilyEndpoints,
  rehomeEndpoints,
  rehomeFamilyEndpoints,
  reserveEndpoints,
  teacherEndpoints,
  type EndpointDefinition,
} from '@kg/contract';
import { getData, signIn, type Realm, type Requester, type Session } from './http-session';

/** One page the bench loads: a list or search call as the web app makes it, signed in as admin or as a parent. */
export type ListRequest = { name: string; realm: Realm; url: string };

/** Real ids and search words of the seeded centre, read through the API. */
type Fixture = { classId: number; childName: string; month: string; familyChildCode: number };

const STAFF_LOGIN = { id: 'admin', password: 'admin1234!' };
/** The large seed's first parent, or the demo seed's parent app account (README › demo accounts). */
const FAMILY_LOGINS = ['parent001', 'parent1'];
const FAMILY_PASSWORD = 'parent1234!';

const url = (endpoint: Pick<EndpointDefinition, 'path'>, params: Record<string, unknown> = {}, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return endpointUrl(endpoint, params) + (search ? `?${search}` : '');
};

// The web app's first page of each list (DEFAULT_PAGE_SIZE; a few lists count pages from 0), and the searches a user
// types most: a child's name.
const page1 = { page: 1, size: 10 };
const page0 = { page: 0, size: 10 };

function staffRequests(f: Fixture): Omit<ListRequest, 'realm'>[] {
  const cls = { classId: f.classId };
  return [
    { name: 'story-classes', url: url(dashboardEndpoints.classes) },
    { name: 'dashboard', url: url(dashboardEndpoints.get, cls) },
    { name: 'attendance', url: url(attendanceEndpoints.get, cls) },
    { name: 'alim-today', url: url(alimNoteEndpoints.today, cls) },
    { name: 'alim-search', url: url(alimNoteEndpoints.search, cls, page1) },
    { name: 'alim-search-child', url: url(alimNoteEndpoints.search, cls, { ...page1, searchType: 'childName', keyword: f.childName }) },
    { name: 'class-note-search', url: url(classNoteEndpoints.search, cls, page1) },
    { name: 'class-week-list', url: url(classWeekEndpoints.list, {}, { ...page0, classId: f.classId }) },
    { name: 'medicine-search', url: url(medicineEndpoints.search, cls, page1) },
    { name: 'rehome-search', url: url(rehomeEndpoints.search, cls, page1) },
    { name: 'photo-search', url: url(photoEndpoints.search, cls, page1) },
    { name: 'photo-children', url: url(photoEndpoints.children, cls) },
    { name: 'child-search', url: url(childEndpoints.search, {}, page1) },
    { name: 'child-search-name', url: url(childEndpoints.search, {}, { ...page1, searchType: 'name', keyword: f.childName }) },
    { name: 'child-class-list', url: url(childEndpoints.listOfClass, cls, page0) },
    { name: 'child-unassigned', url: url(childEndpoints.unassigned) },
    { name: 'child-class-options', url: url(childEndpoints.classOptions) },
    { name: 'child-to-be-deleted', url: url(childEndpoints.toBeDeleted, {}, page1) },
    { name: 'class-search', url: url(classEndpoints.search, {}, page1) },
    { name: 'teacher-search', url: url(teacherEndpoints.search, {}, page1) },
    { name: 'parent-search', url: url(parentEndpoints.search, {}, page1) },
    { name: 'parent-search-child', url: url(parentEndpoints.search, {}, { ...page1, searchType: 'childName', keyword: f.childName }) },
    { name: 'parent-class-list', url: url(parentEndpoints.listOfClass, cls, page1) },
    { name: 'parent-to-be-deleted', url: url(parentEndpoints.toBeDeleted, {}, page1) },
    { name: 'reserve-search', url: url(reserveEndpoints.search, {}, page1) },
    { name: 'reserve-calendar', url: url(reserveEndpoints.calendar, {}, { month: f.month }) },
    { name: 'notice-search', url: url(noticeEndpoints.search, {}, page1) },
    { name: 'edu-search', url: url(eduEndpoints.search, {}, page1) },
    { name: 'event-search', url: url(eventEndpoints.search, {}, page1) },
    { name: 'event-calendar', url: url(eventEndpoints.calendar, {}, { month: f.month }) },
    { name: 'facility-search', url: url(facilityEndpoints.search, {}, page1) },
    { name: 'menu-search', url: url(menuEndpoints.search, {}, page0) },
    { name: 'menu-dishes', url: url(menuEndpoints.dishes) },
  ];
}

function familyRequests(f: Fixture): Omit<ListRequest, 'realm'>[] {
  const child = { childCode: f.familyChildCode };
  return [
    { name: 'family-alim', url: url(alimNoteFamilyEndpoints.list, child, { month: f.month }) },
    { name: 'family-notice', url: url(noticeFamilyEndpoints.list, child, page1) },
    { name: 'family-event', url: url(eventFamilyEndpoints.list, child, { month: f.month }) },
    { name: 'family-medicine', url: url(medicineFamilyEndpoints.list, child, page1) },
    { name: 'family-rehome', url: url(rehomeFamilyEndpoints.list, child, page1) },
    { name: 'family-photo', url: url(photoFamilyEndpoints.list, child, page1) },
  ];
}

/** Every list request name, in the order the bench runs them (for `--only` checks before anything is seeded). */
export const LIST_REQUEST_NAMES = [
  ...staffRequests({ classId: 1, childName: '', month: '', familyChildCode: 1 }),
  ...familyRequests({ classId: 1, childName: '', month: '', familyChildCode: 1 }),
].map((r) => r.name);

export type SignedIn = { staff: Session; family: Session };

/** Signs in as the admin and as a parent of the seeded centre. */
export async function signInBoth(request: Requester): Promise<SignedIn> {
  const staff = await signIn(request, 'staff', STAFF_LOGIN.id, STAFF_LOGIN.password);
  let lastError: unknown;
  for (const id of FAMILY_LOGINS) {
    try {
      return { staff, family: await signIn(request, 'family', id, FAMILY_PASSWORD) };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * The list requests for this database: the first class on the class cards, a child of it (its name is the search
 * word), the signed-in parent's first child, this month in the centre's time zone (the dashboard's `today`).
 */
export async function listRequests(request: Requester, sessions: SignedIn): Promise<ListRequest[]> {
  const staffGet = <T>(u: string) => getData<T>(request, sessions.staff, u);
  const [first] = await staffGet<{ classId: number }[]>(url(dashboardEndpoints.classes));
  if (!first) throw new Error('the seeded centre has no class');
  const dashboard = await staffGet<{ today: string }>(url(dashboardEndpoints.get, { classId: first.classId }));
  const children = await staffGet<{ items: { name: string }[] }>(url(childEndpoints.listOfClass, { classId: first.classId }, page0));
  const me = await getData<{ children: { childCode: number }[] }>(request, sessions.family, url(familyEndpoints.me));
  if (!children.items.length || !me.children.length) throw new Error('the seeded centre has no child in its first class or no child of the parent');
  const fixture: Fixture = {
    classId: first.classId,
    childName: children.items[0].name,
    month: dashboard.today.slice(0, 7),
    familyChildCode: me.children[0].childCode,
  };
  return [
    ...staffRequests(fixture).map((r) => ({ ...r, realm: 'staff' as const })),
    ...familyRequests(fixture).map((r) => ({ ...r, realm: 'family' as const })),
  ];
}
