import type { ApiSuccess, ProfileBody, UserProfile } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api.ts';
import { updateSessionProfile } from '../../../lib/session.ts';
import { profileQuery } from './get-profile.ts';

/** The profile form's fields as the contract checks them, whose account, and a new photo if chosen. */
type ProfileChanges = ProfileBody & { userId: string; image: File | null };

function updateProfile({ userId, name, email, mobile, email_otp, image }: ProfileChanges) {
  const form = new FormData();
  form.set('u_id', userId);
  form.set('name', name);
  form.set('email', email);
  form.set('mobile', mobile);
  if (email_otp) form.set('email_otp', email_otp);
  if (image) form.set('image', image);
  return apiUpload<ApiSuccess<{ data?: UserProfile }>>('edit/profile', form);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (_answer, changes) => {
      // The header greets by the cached name: keep it in step with the account.
      updateSessionProfile({ name: changes.name, email: changes.email, phone: changes.mobile });
      await queryClient.invalidateQueries({ queryKey: profileQuery(changes.userId).queryKey });
    },
  });
}
