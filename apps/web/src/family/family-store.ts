import { create } from 'zustand';
import { queryClient } from '@/app/query-client';
import type { FamilyChild, FamilyMe } from '@kg/contract';

/** The parent app's own keys: a browser may hold a staff session too (docs/product/parent-app.md#sign-in). */
const REMEMBER_KEY = 'kg.family.rememberMe';
const CHILD_KEY = 'kg.family.child';

export function readFamilyRememberMe(): boolean {
  return localStorage.getItem(REMEMBER_KEY) === '1';
}

function writeFamilyRememberMe(on: boolean): void {
  if (on) localStorage.setItem(REMEMBER_KEY, '1');
  else localStorage.removeItem(REMEMBER_KEY);
}

function readChoice(): number | null {
  const value = Number(localStorage.getItem(CHILD_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The child the app shows: the one chosen on this device if it is still the parent's, else the first the parent is
 * 주 보호자 of (a grandparent linked to a sibling lands on their own family's child), else the first.
 */
function chosenChild(children: FamilyChild[], wanted: number | null): number | null {
  if (wanted !== null && children.some((c) => c.childCode === wanted)) return wanted;
  return (children.find((c) => c.isPrimary) ?? children[0])?.childCode ?? null;
}

type FamilyState = {
  me: FamilyMe | null;
  childCode: number | null;
  setMe: (me: FamilyMe) => void;
  selectChild: (childCode: number) => void;
  setRememberMe: (on: boolean) => void;
  passwordChanged: () => void;
  reset: () => void;
};

/** The signed-in parent and the selected child (remembered on this device in local storage). */
export const useFamilyStore = create<FamilyState>()((set, get) => ({
  me: null,
  childCode: null,
  setMe: (me) => set({ me, childCode: chosenChild(me.children, get().childCode ?? readChoice()) }),
  selectChild: (childCode) => {
    if (!get().me?.children.some((c) => c.childCode === childCode)) return;
    localStorage.setItem(CHILD_KEY, String(childCode));
    set({ childCode });
  },
  setRememberMe: writeFamilyRememberMe,
  passwordChanged: () => set((s) => ({ me: s.me && { ...s.me, mustChangePassword: false } })),
  // signing out (or the session ending) forgets the children's cached records too: phones get shared
  reset: () => {
    writeFamilyRememberMe(false);
    queryClient.removeQueries({ queryKey: ['family'] });
    set({ me: null, childCode: null });
  },
}));

/** The selected child's record (null before the session is restored or for a parent without children). */
export function useSelectedChild(): FamilyChild | null {
  return useFamilyStore((s) => s.me?.children.find((c) => c.childCode === s.childCode) ?? null);
}
