// Staff accounts (decision 0033): the admins' `admin/staff/*` calls (who may call them: the role table,
// contract/src/staff-access.ts) and the public `staff/accept` that an invitation's link opens.
import {
  loginAnswer,
  messages,
  staffAcceptBody,
  staffInviteAnswer,
  staffInviteBody,
  staffListAnswer,
  staffListBody,
  staffMessages,
  staffRemoveAnswer,
  staffRemoveBody,
  staffRoleAnswer,
  staffRoleBody,
} from '@prime/contract';
import { adminOnly, STAFF_CALLS } from '../../auth/admin-only.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import type { ApiModule } from '../index.ts';
import { acceptInvitation, inviteMember } from './invitations.ts';
import { changeRole, listStaff, removeMember } from './staff-members.ts';

const tag = 'Admin: staff';

export const staffModule: ApiModule = async (api, ctx) => {
  postedCalls(api, { tag })(
    '/staff/accept',
    {
      summary: 'Accept an invitation to the staff: set a password and log in',
      description:
        'The token of the link `PUBLIC_URL/staff/accept/<token>` the invitation mailed; the password follows ' +
        'the registration rules. Answers as `login` does. An unknown, used or expired token (72 hours): 404 ' +
        '`This invitation is no longer valid.`',
      body: staffAcceptBody,
      answer: loginAnswer,
      errors: [404],
    },
    async ({ body }) => ok({ user: await acceptInvitation(ctx, body) }, messages.loggedIn),
  );

  await adminOnly(api, ctx, '/admin/staff', async (admin) => {
    const post = postedCalls(admin, { tag, ...STAFF_CALLS });
    post(
      '/list',
      {
        summary: 'The staff, and those invited whose invitation still waits',
        description: '`active` is 0 until the invitation is accepted.',
        body: staffListBody,
        answer: staffListAnswer,
      },
      async () => ok({ list: await listStaff(ctx.db) }),
    );
    post(
      '/invite',
      {
        summary: 'Invite someone to the staff by mail',
        description:
          'Mails a link `PUBLIC_URL/staff/accept/<token>` that works once, for 72 hours. A new email gets an ' +
          'account that cannot log in until then; a shopper’s account becomes staff on accepting. An email ' +
          'already on the staff (or invited): 409 `This person is already on the staff.` Audited as `staff.invite`.',
        body: staffInviteBody,
        answer: staffInviteAnswer,
        errors: [409],
      },
      async ({ body, caller }) => ok({ data: await inviteMember(ctx, caller, body) }, staffMessages.invited),
    );
    post(
      '/role',
      {
        summary: 'Change a member’s role',
        description:
          'From the member’s next request, on every process. Demoting the last active admin: 409 ' +
          '`The shop needs at least one admin.` Audited as `staff.role`.',
        body: staffRoleBody,
        answer: staffRoleAnswer,
        errors: [404, 409],
      },
      async ({ body, caller }) =>
        ok({ data: await changeRole(ctx.db, caller, body) }, staffMessages.roleChanged),
    );
    post(
      '/remove',
      {
        summary: 'Remove a member from the staff',
        description:
          'Their sessions end at once (their token answers 401) and they cannot log in. Removing the last ' +
          'active admin: 409 `The shop needs at least one admin.` Audited as `staff.remove`.',
        body: staffRemoveBody,
        answer: staffRemoveAnswer,
        errors: [404, 409],
      },
      async ({ body: { u_id }, caller }) => {
        await removeMember(ctx.db, caller, u_id);
        return ok({}, staffMessages.removed);
      },
    );
  });
};
