import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, UserRolesInput } from '@shared/schemas/admin-people';
import { callApi } from '../../lib/api-client';
import { useCursorList } from '../../lib/use-cursor-list';
import type { ListParams } from '../../lib/use-cursor-list';
import { adminKeys, refreshPeople } from '../../entities/admin/admin-keys';

// The accounts and their roles, typed from the endpoint map in src/shared/contracts/api.ts. A
// technician is a user with a role, so a change here refreshes the technicians too.

export const useAdminUsers = () =>
  useCursorList({
    queryKey: adminKeys.users,
    initialSort: { id: 'createdAt', desc: true },
    fetchPage: async (query: ListParams, signal?: AbortSignal) => {
      const page = await callApi('GET /api/admin/users', { query, signal });
      return { rows: page.users, nextCursor: page.nextCursor };
    },
  });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserInput) => callApi('POST /api/admin/users', { body }),
    onSuccess: () => refreshPeople(queryClient),
  });
}

export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: string } & UserRolesInput) =>
      callApi('PUT /api/admin/users/:id/roles', { params: { id }, body: { roles } }),
    onSuccess: () => refreshPeople(queryClient),
  });
}
