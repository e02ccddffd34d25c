// "Change role" of one member: the new role applies from their next request.
import { staffMessages, type StaffMember, type StaffRole } from '@prime/contract';
import { useState } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { changeStaffRole } from '../api/change-staff-role.ts';
import { Select } from '../shared/form-controls.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { ROLE_OPTIONS, ROLE_WORDS, roleName } from './staff-words.ts';

export function RoleDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const [role, setRole] = useState(member.u_role as StaffRole);
  const change = useAdminWrite({
    write: changeStaffRole,
    success: (_, body) => `${staffMessages.roleChanged}: ${member.u_name} is ${roleName(body.role)}`,
    onSuccess: onClose,
  });

  return (
    <Dialog open title={`Change the role of ${member.u_name}`} onClose={onClose} size="small">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ u_id: member.u_id, role });
        }}
      >
        <Select
          label="Role"
          value={role}
          error={change.fieldErrors.role}
          hint={ROLE_WORDS[role].does}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          options={ROLE_OPTIONS}
        />
        <div className={shared.formActions}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={change.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={change.isPending || role === member.u_role}>
            {change.isPending ? 'Saving…' : 'Save role'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
