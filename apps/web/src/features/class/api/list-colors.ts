import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { classEndpoints, type ClassColorBody } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { classKeys } from './list-classes';

const colorKeys = {
  list: () => [...classKeys.colors(), 'list'] as const,
  available: () => [...classKeys.colors(), 'available'] as const,
};

/** The palette with the classes using each colour. */
export function listColors() {
  return call(classEndpoints.listColors);
}

export function useColors() {
  return useQuery({ queryKey: colorKeys.list(), queryFn: listColors });
}

/** Colours no class uses. */
export function listAvailableColors() {
  return call(classEndpoints.availableColors);
}

export function useAvailableColors() {
  return useQuery({ queryKey: colorKeys.available(), queryFn: listAvailableColors });
}

export function createColor(body: ClassColorBody) {
  return call(classEndpoints.createColor, { body });
}

/** Classes in this colour follow to the new hex. */
export function updateColor({ colorId, body }: { colorId: number; body: ClassColorBody }) {
  return call(classEndpoints.updateColor, { params: { id: colorId }, body });
}

/** 409 while a class uses it. */
export function deleteColor(colorId: number) {
  return call(classEndpoints.deleteColor, { params: { id: colorId } });
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
