import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { logOut } from './api';
import { clearSession } from './session';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => clearSession(queryClient),
    onError: (error) => toast.error(error.message),
  });
}
