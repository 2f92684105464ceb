import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, rehomeFamilyEndpoints, type CancelFamilyRehomeBody, type CreateFamilyRehomeInput, type FamilyRehome } from '@kg/contract';
import { familyCall } from '@/family/api/family-client';

export const familyRehomeKeys = {
  all: ['family', 'rehome'] as const,
  lists: (childCode: number) => [...familyRehomeKeys.all, 'list', childCode] as const,
  list: (childCode: number, page: number) => [...familyRehomeKeys.lists(childCode), page] as const,
  detail: (childCode: number, rehomeId: number) => [...familyRehomeKeys.all, 'detail', childCode, rehomeId] as const,
  pickupPersons: (childCode: number) => [...familyRehomeKeys.all, 'pickup-persons', childCode] as const,
};

export function familyRehomeListQueryOptions(childCode: number, page: number) {
  return queryOptions({
    queryKey: familyRehomeKeys.list(childCode, page),
    queryFn: () => familyCall(rehomeFamilyEndpoints.list, { params: { childCode }, query: { page, size: DEFAULT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useFamilyRehomeList(childCode: number, page: number) {
  return useQuery(familyRehomeListQueryOptions(childCode, page));
}

export function useFamilyRehome(childCode: number, rehomeId: number) {
  return useQuery({
    queryKey: familyRehomeKeys.detail(childCode, rehomeId),
    queryFn: () => familyCall(rehomeFamilyEndpoints.get, { params: { childCode, id: rehomeId } }),
  });
}

/** The child's authorised pickup persons (the form's choices). */
export function useFamilyPickupPersons(childCode: number) {
  return useQuery({
    queryKey: familyRehomeKeys.pickupPersons(childCode),
    queryFn: () => familyCall(rehomeFamilyEndpoints.pickupPersons, { params: { childCode } }),
  });
}

function applyChange(queryClient: QueryClient, rehome: FamilyRehome) {
  queryClient.setQueryData(familyRehomeKeys.detail(rehome.childCode, rehome.rehomeId), rehome);
  return queryClient.invalidateQueries({ queryKey: familyRehomeKeys.lists(rehome.childCode) });
}

export function useCreateFamilyRehome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFamilyRehomeInput) => familyCall(rehomeFamilyEndpoints.create, { body }),
    onSuccess: (rehome) => applyChange(queryClient, rehome),
  });
}

export function useCancelFamilyRehome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelFamilyRehomeBody) => familyCall(rehomeFamilyEndpoints.cancel, { body }),
    onSuccess: (rehome) => applyChange(queryClient, rehome),
  });
}
