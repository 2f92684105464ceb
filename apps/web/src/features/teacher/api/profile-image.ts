import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherDetail } from '@kg/contract';
import { apiDelete, apiPost } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { afterTeacherChange } from './update-teacher';

/** POST /api/v2/teacher/profile_image/{id}: one image in the multipart field `files`; replaces the previous one. */
export function uploadProfileImage({ tno, file }: { tno: number; file: File }): Promise<TeacherDetail> {
  const form = new FormData();
  form.append('files', file);
  return apiPost<TeacherDetail>(`/api/v2/teacher/profile_image/${tno}`, form);
}

/** DELETE /api/v2/teacher/profile_image/{id} */
export function deleteProfileImage(tno: number): Promise<TeacherDetail> {
  return apiDelete<TeacherDetail>(`/api/v2/teacher/profile_image/${tno}`);
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProfileImage, onSuccess: (teacher) => afterTeacherChange(queryClient, teacher), onError: showApiError });
}

export function useDeleteProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProfileImage, onSuccess: (teacher) => afterTeacherChange(queryClient, teacher), onError: showApiError });
}
