// /admin/staff (admins): everyone on the staff and those invited, with their role, whether they can log
// in yet and when they last did; invite someone, change a role, remove a member (asked first).
import { staffMessages, type StaffMember } from '@prime/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useStaff } from '../api/get-staff.ts';
import { removeStaff } from '../api/remove-staff.ts';
import { ListPanel, ListTable } from '../shared/list-screen.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { formatDateTime } from '../shared/words.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { RoleDialog } from './role-dialog.tsx';
import { roleName } from './staff-words.ts';

const COLUMNS = [
  { label: 'Member' },
  { label: 'Role' },
  { label: 'State' },
  { label: 'Last login' },
  { label: 'Actions' },
];

export default function StaffScreen() {
  const staff = useStaff();
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const remove = useAdminWrite({
    write: (member: StaffMember) => removeStaff(member.u_id),
    success: (_, member) => `${member.u_name}: ${staffMessages.removed.toLowerCase()}`,
    onSuccess: () => setRemoving(null),
    onFailure: () => {
      setRemoving(null);
      return false;
    },
  });

  return (
    <>
      <ScreenHead title="Staff">
        <button type="button" className="btn" onClick={() => setInviting(true)}>
          Invite a member
        </button>
      </ScreenHead>
      <ListPanel
        label="The staff"
        query={staff}
        items={staff.data}
        loading="Loading the staff…"
        empty="No staff yet."
      >
        {(list) => (
          <ListTable columns={COLUMNS} cardsOnPhone>
            {list.map((member) => (
              <StaffRow
                key={member.u_id}
                member={member}
                onChangeRole={() => setChanging(member)}
                onRemove={() => setRemoving(member)}
              />
            ))}
          </ListTable>
        )}
      </ListPanel>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {changing && <RoleDialog member={changing} onClose={() => setChanging(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.u_name ?? ''} from the staff?`}
        text="They are logged out at once and can no longer log in. You can invite them again later."
        confirmLabel="Remove"
        cancelLabel="Keep them"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

interface StaffRowProps {
  member: StaffMember;
  onChangeRole: () => void;
  onRemove: () => void;
}

function StaffRow({ member, onChangeRole, onRemove }: StaffRowProps) {
  return (
    <tr>
      <th scope="row" data-label="Member">
        <div>{member.u_name}</div>
        <div className={shared.muted}>{member.u_email}</div>
      </th>
      <td data-label="Role">{roleName(member.u_role)}</td>
      <td data-label="State">
        {member.active === 1 ? (
          <span className={`${shared.badge} ${shared.badgeGood}`}>Active</span>
        ) : (
          <span className={shared.badge}>Invited {formatDateTime(member.invited_at)}</span>
        )}
      </td>
      <td data-label="Last login">{member.last_login_at ? formatDateTime(member.last_login_at) : 'Never'}</td>
      <td data-label="Actions">
        <button
          type="button"
          className={shared.linkButton}
          aria-label={`Change the role of ${member.u_name}`}
          onClick={onChangeRole}
        >
          Change role
        </button>{' '}
        <button
          type="button"
          className={shared.linkButton}
          aria-label={`Remove ${member.u_name}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </td>
    </tr>
  );
}
