import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailableColor, ClassColor, ClassColorBody } from '@kg/contract';
import { apiDelete, apiGet, apiPost, apiPut } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { classKeys } from './list-classes';

const colorKeys = {
  list: () => [...classKeys.colors(), 'list'] as const,
  available: () => [...classKeys.colors(), 'available'] as const,
};

/** GET /api/v2/class/color/list: the palette with the classes using each colour. */
export function listColors(): Promise<ClassColor[]> {
  return apiGet<ClassColor[]>('/api/v2/class/color/list');
}

export function useColors() {
  return useQuery({ queryKey: colorKeys.list(), queryFn: listColors });
}

/** GET /api/v2/class/available-color: colours no class uses. */
export function listAvailableColors(): Promise<AvailableColor[]> {
  return apiGet<AvailableColor[]>('/api/v2/class/available-color');
}

export function useAvailableColors() {
  return useQuery({ queryKey: colorKeys.available(), queryFn: listAvailableColors });
}

/** POST /api/v2/class/color */
export function createColor(body: ClassColorBody): Promise<ClassColor> {
  return apiPost<ClassColor>('/api/v2/class/color', body);
}

/** PUT /api/v2/class/color/{id}: classes in this colour follow to the new hex. */
export function updateColor({ colorId, body }: { colorId: number; body: ClassColorBody }): Promise<ClassColor> {
  return apiPut<ClassColor>(`/api/v2/class/color/${colorId}`, body);
}

/** DELETE /api/v2/class/color/{id}: 409 while a class uses it. */
export function deleteColor(colorId: number): Promise<{ colorId: number }> {
  return apiDelete<{ colorId: number }>(`/api/v2/class/color/${colorId}`);
}

/** Every colour change refreshes the palette, and (a recolour repaints classes) the class lists and records. */
function useColorMutation<V, R>(mutationFn: (variables: V) => Promise<R>, options: { showErrors: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
    onError: options.showErrors ? showApiError : undefined,
  });
}

/** Form errors (400 details) are the form's to show. */
export const useCreateColor = () => useColorMutation(createColor, { showErrors: false });
export const useUpdateColor = () => useColorMutation(updateColor, { showErrors: false });
export const useDeleteColor = () => useColorMutation(deleteColor, { showErrors: true });
