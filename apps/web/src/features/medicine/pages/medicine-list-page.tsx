import { medicineStatuses, medicineStatusLabels, type MedicineListItem } from '@kg/contract';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter, SearchTypeOption } from '@/components/list-page/list-search';
import { StoryClassRequired } from '@/components/story-class';
import { ko } from '@/i18n/ko';
import { listMedicine, medicineKeys } from '../api/list-medicine';
import { MedicineCard, medicineColumns, medicinePath } from '../components/medicine-columns';

const SEARCH_TYPES: readonly SearchTypeOption[] = [
  { value: 'childName', label: ko.medicine.searchChildName },
  { value: 'date', label: ko.list.dateRange },
];
const FILTERS: readonly ListFilter[] = [
  { key: 'status', label: ko.medicine.status, options: medicineStatuses.map((s) => ({ value: s, label: medicineStatusLabels[s] })) },
];

/** story/medicate: the class's medicine requests, today's first and highlighted. */
export default function MedicineListPage() {
  return (
    <StoryClassRequired title={ko.titles.medicineList}>
      {(classId) => (
        <ListPage<MedicineListItem>
          title={ko.titles.medicineList}
          queryKey={medicineKeys.list(classId)}
          fetcher={(search) => listMedicine(classId, search)}
          columns={medicineColumns}
          renderCard={(item) => <MedicineCard item={item} />}
          rowKey={(item) => item.medicineId}
          itemHref={(item) => medicinePath(item.medicineId)}
          isHighlighted={(item) => item.isToday}
          searchTypes={SEARCH_TYPES}
          filters={FILTERS}
        />
      )}
    </StoryClassRequired>
  );
}
