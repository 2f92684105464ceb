import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centreEndpoints, type CentreSettingsBody } from '@kg/contract';
import { call } from '@/api/client';
import { useSessionStore } from '@/stores/session';
import { centreKeys } from './get-centre';

export function updateCentre(body: CentreSettingsBody) {
  return call(centreEndpoints.update, { body });
}

/** Saves 원 정보; the answer replaces the cached centre and a new name shows in the header at once. */
export function useUpdateCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCentre,
    onSuccess: (centre) => {
      queryClient.setQueryData(centreKeys.settings(), centre);
      useSessionStore.setState({ centreName: centre.name });
    },
  });
}
