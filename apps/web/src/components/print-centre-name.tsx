import { useSessionStore } from '@/stores/session';

/** The centre's name above a printed page's heading (주간 계획안, 주간 식단표): paper leaves the app's frame behind. */
export function PrintCentreName() {
  const name = useSessionStore((s) => s.centreName);
  return name ? <p className="print-centre-name">{name}</p> : null;
}
