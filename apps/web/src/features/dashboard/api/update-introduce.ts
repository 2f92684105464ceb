import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassIntroduce, Dashboard, UpdateClassIntroduceBody } from '@kg/contract';
import { apiPut } from '@/api/client';
import { dashboardKeys } from './list-story-classes';

/** PUT /api/v2/story/{classId}/introduce: the class's own teacher or an admin rewrites the introduction. */
export function updateIntroduce(classId: number, body: UpdateClassIntroduceBody): Promise<ClassIntroduce> {
  return apiPut<ClassIntroduce>(`/api/v2/story/${classId}/introduce`, body);
}

export function useUpdateIntroduce(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClassIntroduceBody) => updateIntroduce(classId, body),
    onSuccess: (saved) =>
      queryClient.setQueryData<Dashboard>(dashboardKeys.detail(classId), (old) => (old ? { ...old, classIntroduce: saved.classIntroduce } : old)),
  });
}
