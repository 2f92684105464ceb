import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardEndpoints, type Dashboard, type UpdateClassIntroduceBody } from '@kg/contract';
import { call } from '@/api/client';
import { dashboardKeys } from './list-story-classes';

/** The class's own teacher or an admin rewrites the introduction. */
export function updateIntroduce(classId: number, body: UpdateClassIntroduceBody) {
  return call(dashboardEndpoints.updateIntroduce, { params: { classId }, body });
}

export function useUpdateIntroduce(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClassIntroduceBody) => updateIntroduce(classId, body),
    onSuccess: (saved) =>
      queryClient.setQueryData<Dashboard>(dashboardKeys.detail(classId), (old) => (old ? { ...old, classIntroduce: saved.classIntroduce } : old)),
  });
}
