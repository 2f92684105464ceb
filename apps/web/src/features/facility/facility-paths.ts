/** Where the 시설 사진 pages live (routes in app/router.tsx). */
export const FACILITY_LIST_PATH = '/admin/facilities/photos';
export const FACILITY_CREATE_PATH = `${FACILITY_LIST_PATH}/new`;
export const facilityEditPath = (facilityId: number) => `${FACILITY_LIST_PATH}/${facilityId}/edit`;
