import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { addressesQueryKey, deleteAddress, saveAddress } from './api';

/** A change toasts its success text and stays pending until the list is fetched again, so the cards agree. */
function useAddressChange<T>(change: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (message) => toast.success(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

export function useSaveAddress() {
  return useAddressChange(saveAddress);
}

export function useDeleteAddress() {
  return useAddressChange(deleteAddress);
}
