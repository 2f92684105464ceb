import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherEndpoints } from '@kg/contract';
import { call, upload } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { afterTeacherChange } from './update-teacher';

/** One image in the multipart field `files`; it replaces the previous one. */
export function uploadProfileImage({ tno, file }: { tno: number; file: File }) {
  return upload(teacherEndpoints.uploadProfileImage, { params: { id: tno }, files: [file] });
}

export function deleteProfileImage(tno: number) {
  return call(teacherEndpoints.deleteProfileImage, { params: { id: tno } });
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProfileImage, onSuccess: (teacher) => afterTeacherChange(queryClient, teacher), onError: showApiError });
}

export function useDeleteProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProfileImage, onSuccess: (teacher) => afterTeacherChange(queryClient, teacher), onError: showApiError });
}
