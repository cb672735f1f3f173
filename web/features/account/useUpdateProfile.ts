import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { profileQueryKey, updateProfile, type ProfileUpdate } from '../auth';

/** PATCH /auth/update answers the saved user: it becomes the session's user at once, header and all. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(update),
    onSuccess: ({ message, pendingEmail: _pending, ...user }) => {
      queryClient.setQueryData(profileQueryKey, user);
      toast.success(message);
    },
  });
}
