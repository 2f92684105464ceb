import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '@kg/contract';
import { dashboardKo } from '@/i18n/domains/dashboard';

const t = dashboardKo;

function TodoGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="dashboard-todo-group" aria-label={title}>
      <h3 className="dashboard-todo-title">{title}</h3>
      <ul className="dashboard-todo-list">{children}</ul>
    </section>
  );
}

/** What still needs doing today, each item a link to the record (or the page) to do it on. */
export function DashboardTodo({ todo }: { todo: Dashboard['todo'] }) {
  const { uncheckedMedicines, pendingPickups, childrenWithoutAlim } = todo;
  if (uncheckedMedicines.length + pendingPickups.length + childrenWithoutAlim.length === 0) {
    return <p className="plain-empty">{t.todoDone}</p>;
  }
  return (
    <>
      {uncheckedMedicines.length > 0 && (
        <TodoGroup title={t.todoMedicine(uncheckedMedicines.length)}>
          {uncheckedMedicines.map((m) => (
            <li key={m.medicineId}>
              <Link to={`/admin/story/medicate/${m.medicineId}`}>{`${m.childName} · ${m.medicineName}`}</Link>
            </li>
          ))}
        </TodoGroup>
      )}
      {pendingPickups.length > 0 && (
        <TodoGroup title={t.todoPickup(pendingPickups.length)}>
          {pendingPickups.map((p) => (
            <li key={p.rehomeId}>
              <Link to={`/admin/story/rehome/${p.rehomeId}`} className={p.pickupWarning ? 'is-warning' : undefined}>
                {`${p.childName} · ${t.pickupLine(p.rehomeTime, p.pickupName)}${p.status === 'CHECKED' ? ` (${t.checkedPickup})` : ''}`}
                {p.pickupWarning && ' '}
                {p.pickupWarning && <span className="dashboard-todo-warning">{t.pickupWarning[p.pickupWarning]}</span>}
              </Link>
            </li>
          ))}
        </TodoGroup>
      )}
      {childrenWithoutAlim.length > 0 && (
        <TodoGroup title={t.todoAlim(childrenWithoutAlim.length)}>
          {childrenWithoutAlim.map((c) => (
            <li key={c.childCode}>
              <Link to={`/admin/story/alimNote?childCode=${c.childCode}`}>{c.childName}</Link>
            </li>
          ))}
        </TodoGroup>
      )}
    </>
  );
}
