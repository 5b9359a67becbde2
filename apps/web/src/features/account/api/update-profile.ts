import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { storePhoto } from '@/lib/session';
import { dashboardKeys } from '@/api/dashboard/dashboard-keys';
import type { OwnProfile } from '@/api/dashboard/get-dashboard';

/** `PATCH /api/{role}/profile`: changes the sections sent and answers with the whole profile. */
export function updateProfile(role: Role, update: ProfileUpdate) {
  return apiRequest<OwnProfile>(`/${role}/profile`, { method: 'PATCH', body: update, auth: role });
}

export function useUpdateProfile(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(role, update),
    onSuccess: (profile) => {
      queryClient.setQueryData(dashboardKeys.account(role, profile.username), profile);
      // The profile shows on many screens (dashboard, public page, lists, the job form): each
      // refetches when next opened. Nothing refetches now, so the open edit form keeps its state.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      // The header's avatar is the stored photo.
      storePhoto(role, profile.photo);
    },
  });
}
