// Every write of the console goes through here: on success a toast in the server's words (or the
// screen's), and every cached list is read again (the storefront's too: the change shows there at
// once); on failure the server's message as a toast and its per-field messages for the form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../ui/toast.tsx';
import { failureMessage, serverFieldErrors, type PathErrors } from './errors.ts';

export interface AdminWriteOptions<Input, Output> {
  write: (input: Input) => Promise<Output>;
  /** The toast after success: fixed words, or made from the answer. */
  success: string | ((output: Output, input: Input) => string);
  onSuccess?: (output: Output, input: Input) => void | Promise<void>;
  /** Runs instead of the error toast when it answers true (e.g. a 409 the screen handles itself). */
  onFailure?: (error: unknown) => boolean;
}

export function useAdminWrite<Input, Output>({
  write,
  success,
  onSuccess,
  onFailure,
}: AdminWriteOptions<Input, Output>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [fieldErrors, setFieldErrors] = useState<PathErrors>({});
  const mutation = useMutation({
    mutationFn: write,
    onMutate: () => setFieldErrors({}),
    onSuccess: async (output, input) => {
      toast({ title: typeof success === 'string' ? success : success(output, input), kind: 'success' });
      await onSuccess?.(output, input);
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      setFieldErrors(serverFieldErrors(error));
      if (onFailure?.(error)) return;
      toast({ title: failureMessage(error), kind: 'error' });
    },
  });
  return { ...mutation, fieldErrors, setFieldErrors };
}
