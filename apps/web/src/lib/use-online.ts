import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

/**
 * The last call the API client made got no answer at all (the network, not the server, failed); cleared by the next
 * answer. navigator.onLine alone misses a Wi-Fi that is up without the internet behind it.
 */
export const useNetworkFailure = create<{ failed: boolean; set: (failed: boolean) => void }>()((set) => ({
  failed: false,
  set: (failed) => set((s) => (s.failed === failed ? s : { failed })),
}));

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a network (navigator.onLine), kept current by its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
