// "Invite a member": name, email and role; the server mails the link and checks the fields by the
// contract's own rules (its per-field messages show beside the boxes).
import { staffMessages, type StaffRole } from '@prime/contract';
import { useState } from 'react';
import { bindFields } from '../../../ui/bind-fields.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { inviteStaff } from '../api/invite-staff.ts';
import { Select } from '../shared/form-controls.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { ROLE_OPTIONS, ROLE_WORDS } from './staff-words.ts';

interface InviteValues {
  name: string;
  email: string;
  role: StaffRole;
}

export function InviteDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<InviteValues>({ name: '', email: '', role: 'support' });
  const invite = useAdminWrite({
    write: inviteStaff,
    success: (_, body) => `${staffMessages.invited} to ${body.email}`,
    onSuccess: onClose,
  });
  const errors = invite.fieldErrors as Partial<Record<keyof InviteValues, string>>;
  const { text } = bindFields(values, errors, setValues);

  return (
    <Dialog open title="Invite a member of the staff" onClose={onClose} size="small">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          invite.mutate(values);
        }}
      >
        <div className={shared.formGrid}>
          <TextField label="Name" autoComplete="off" {...text('name')} />
          <TextField label="Email" type="email" autoComplete="off" {...text('email')} />
          <Select
            label="Role"
            value={values.role}
            error={errors.role}
            hint={ROLE_WORDS[values.role].does}
            onChange={(event) => setValues({ ...values, role: event.target.value as StaffRole })}
            options={ROLE_OPTIONS}
          />
        </div>
        <p className={shared.muted}>
          They get a mail with a link to choose a password. It works once, for 72 hours.
        </p>
        <div className={shared.formActions}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={invite.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send invitation'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
