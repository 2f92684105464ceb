import type { EndpointDefinition } from './common/endpoint';
import { alimNoteEndpoints, alimNoteFamilyEndpoints } from './alim-note/alim-note.endpoints';
import { attendanceEndpoints } from './attendance/attendance.endpoints';
import { authEndpoints } from './auth/auth.endpoints';
import { backupEndpoints } from './backup/backup.endpoints';
import { childEndpoints } from './child/child.endpoints';
import { centreEndpoints } from './centre/centre.endpoints';
import { classEndpoints } from './class/class.endpoints';
import { classNoteEndpoints } from './class-note/class-note.endpoints';
import { classWeekEndpoints } from './class-week/class-week.endpoints';
import { dashboardEndpoints } from './dashboard/dashboard.endpoints';
import { eduEndpoints } from './edu/edu.endpoints';
import { eventEndpoints, eventFamilyEndpoints } from './event/event.endpoints';
import { facilityEndpoints } from './facility/facility.endpoints';
import { familyEndpoints } from './family/family.endpoints';
import { fileEndpoints } from './file/file.endpoints';
import { guideEndpoints } from './guide/guide.endpoints';
import { holidayEndpoints } from './holiday/holiday.endpoints';
import { medicineEndpoints, medicineFamilyEndpoints } from './medicine/medicine.endpoints';
import { menuEndpoints, menuFamilyEndpoints } from './menu/menu.endpoints';
import { noticeEndpoints, noticeFamilyEndpoints } from './notice/notice.endpoints';
import { parentEndpoints } from './parent/parent.endpoints';
import { passwordHelpEndpoints } from './password-help/password-help.endpoints';
import { photoEndpoints, photoFamilyEndpoints } from './photo/photo.endpoints';
import { rehomeEndpoints, rehomeFamilyEndpoints } from './rehome/rehome.endpoints';
import { reserveEndpoints } from './reserve/reserve.endpoints';
import { teacherEndpoints } from './teacher/teacher.endpoints';

const list = (group: Record<string, EndpointDefinition>) => Object.values(group);

/** Every call of the API, for the server's completeness check, the OpenAPI document and the web tests' fake server. */
export const allEndpoints: readonly EndpointDefinition[] = [
  ...list(alimNoteEndpoints),
  ...list(alimNoteFamilyEndpoints),
  ...list(attendanceEndpoints),
  ...list(authEndpoints),
  ...list(backupEndpoints),
  ...list(childEndpoints),
  ...list(centreEndpoints),
  ...list(classEndpoints),
  ...list(classNoteEndpoints),
  ...list(classWeekEndpoints),
  ...list(dashboardEndpoints),
  ...list(eduEndpoints),
  ...list(eventEndpoints),
  ...list(eventFamilyEndpoints),
  ...list(facilityEndpoints),
  ...list(familyEndpoints),
  ...list(fileEndpoints),
  ...list(guideEndpoints),
  ...list(holidayEndpoints),
  ...list(medicineEndpoints),
  ...list(medicineFamilyEndpoints),
  ...list(menuEndpoints),
  ...list(menuFamilyEndpoints),
  ...list(noticeEndpoints),
  ...list(noticeFamilyEndpoints),
  ...list(parentEndpoints),
  ...list(passwordHelpEndpoints),
  ...list(photoEndpoints),
  ...list(photoFamilyEndpoints),
  ...list(rehomeEndpoints),
  ...list(rehomeFamilyEndpoints),
  ...list(reserveEndpoints),
  ...list(teacherEndpoints),
];
