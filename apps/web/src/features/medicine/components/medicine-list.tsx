import type { MedicineItem } from '@kg/contract';
import { MedicineStorageLabel } from './medicine-storage';

/** A request's medicines in the parent's order, one line each: name · dose · times · storage. */
export function MedicineList({ medicines }: { medicines: readonly MedicineItem[] }) {
  return (
    <ol className="medicine-items">
      {medicines.map((m, i) => (
        <li key={i}>
          <strong>{m.medicineName}</strong> · {m.dosage} · {m.times} · <MedicineStorageLabel storage={m.storage} />
        </li>
      ))}
    </ol>
  );
}
