import { roleLabels, type Membership } from '@kg/contract';
import { centreKo } from '@/i18n/domains/centre';

const t = centreKo;

type MembershipListProps = {
  memberships: Membership[];
  currentCentreId: number | null;
  /** the centre being switched to (its button spins, the others wait) */
  pending: number | null;
  onChoose: (centreId: number) => void;
};

/** The centres a login works in, one button each: its name, the role and class there; the current one marked. */
export function MembershipList({ memberships, currentCentreId, pending, onChoose }: MembershipListProps) {
  return (
    <ul className="membership-list">
      {memberships.map((m) => {
        const current = m.centreId === currentCentreId;
        return (
          <li key={m.centreId}>
            <button
              type="button"
              className={current ? 'membership-item is-current' : 'membership-item'}
              aria-current={current || undefined}
              aria-busy={pending === m.centreId || undefined}
              disabled={pending !== null}
              onClick={() => onChoose(m.centreId)}
            >
              <span className="membership-name">
                {pending === m.centreId && <span className="spinner" aria-hidden="true" />}
                {m.centreName}
                {current && <span className="membership-current">{t.current}</span>}
              </span>
              <span className="membership-line">{t.membershipLine(roleLabels[m.role], m.className)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
