import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { updatedProfileSchema, type profileUpdateRequestSchema } from '../../../contracts/auth.schemas';
import { apiPatch } from '../../lib/api';
import { profileQueryKey } from '../auth/session';

export type ProfileUpdate = z.output<typeof profileUpdateRequestSchema>;

/**
 * PATCH /auth/update answers the saved user: it becomes the session's user at once, header and all. A new
 * login e-mail comes back as `pendingEmail`, waiting for its link.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProfileUpdate) => updatedProfileSchema.parse(await apiPatch('/auth/update', update)),
    onSuccess: ({ message, pendingEmail: _pending, ...user }) => {
      queryClient.setQueryData(profileQueryKey, user);
      toast.success(message);
    },
  });
}
