import { Tag } from 'antd';
import { medicineStorageLabels, type MedicineStorage } from '@kg/contract';

/** Refrigerated medicine stands out: the teacher must fetch it from the fridge. */
export function MedicineStorageLabel({ storage }: { storage: MedicineStorage }) {
  return storage === 'fridge' ? <Tag color="cyan">{medicineStorageLabels.fridge}</Tag> : <span>{medicineStorageLabels.room}</span>;
}
