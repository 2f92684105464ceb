import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session';
import { centreKo } from '@/i18n/domains/centre';
import { membershipsQueryOptions } from '../api/list-memberships';
import { useChooseCentre } from '../use-choose-centre';
import { MembershipList } from './membership-list';

const t = centreKo;

/**
 * The header's centre (docs/product/centre.md#switching): its name, and for a login working in several centres a
 * button that lists them (loaded when opened) and switches to the one chosen. Plain HTML like the rest of the frame.
 */
export function CentreSwitcher() {
  const centreName = useSessionStore((s) => s.centreName);
  const centreId = useSessionStore((s) => s.centreId);
  const several = useSessionStore((s) => s.centreCount > 1);
  if (!centreName) return null;
  if (!several) return <span className="app-centre">{centreName}</span>;
  return <CentreMenu key={centreId} centreName={centreName} centreId={centreId} />;
}

function CentreMenu({ centreName, centreId }: { centreName: string; centreId: number | null }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const memberships = useQuery({ ...membershipsQueryOptions(), enabled: open });
  const { choose, pending, error } = useChooseCentre();

  // a click elsewhere or Escape closes the list
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="centre-switcher" ref={root}>
      <button
        type="button"
        className="app-centre centre-switcher-toggle"
        aria-expanded={open}
        aria-controls="centre-switcher-list"
        aria-label={t.switcherOf(centreName)}
        title={t.switcher}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className="app-centre-name">{centreName}</span>
        <span className="centre-switcher-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div id="centre-switcher-list" className="centre-switcher-panel" role="region" aria-label={t.switcher}>
          {(error ?? memberships.error) && (
            <div role="alert" className="login-message is-error">
              {error ?? memberships.error?.message}
            </div>
          )}
          {memberships.isPending && <span className="spinner" role="status" aria-label={t.switching} />}
          {memberships.data && (
            <MembershipList
              memberships={memberships.data}
              currentCentreId={centreId}
              pending={pending}
              onChoose={(id) => (id === centreId ? setOpen(false) : void choose(id))}
            />
          )}
        </div>
      )}
    </div>
  );
}
