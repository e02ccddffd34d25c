// Staff accounts (decision 0033): the bodies of the staff calls, their answers and messages. Who may
// call what is staff-access.ts.
import { z } from 'zod';
import { normalizeEmail } from './accounts.ts';
import { okAnswer } from './answer-fields.ts';
import { accountEmailError, passwordError, personNameError } from './field-rules.ts';
import { messages } from './messages.ts';
import { idField } from './rules.ts';
import { STAFF_ROLES, USER_ROLES } from './staff-access.ts';

export const staffMessages = {
  noPermission: 'You do not have permission to do this.',
  alreadyStaff: 'This person is already on the staff.',
  lastAdmin: 'The shop needs at least one admin.',
  invitationInvalid: 'This invitation is no longer valid.',
  roleInvalid: `Choose one of the roles: ${STAFF_ROLES.join(', ')}.`,
  invited: 'Invitation sent',
  roleChanged: 'Role changed',
  removed: 'Removed from the staff',
} as const;

/** How long an invitation's link works. */
export const INVITATION_HOURS = 72;

const checked = (required: string, error: (value: string) => string | undefined) =>
  z.string({ error: required }).superRefine((value, ctx) => {
    const broken = value.trim() === '' ? required : error(value);
    if (broken) ctx.addIssue({ code: 'custom', message: broken });
  });

const staffRole = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(STAFF_ROLES, { error: staffMessages.roleInvalid }),
);

export const staffListBody = z.object({});

export const staffInviteBody = z.object({
  name: checked(messages.nameRequired, personNameError).transform((value) => value.trim()),
  email: checked(messages.emailRequired, accountEmailError).transform(normalizeEmail),
  role: staffRole,
});
export type StaffInviteBody = z.infer<typeof staffInviteBody>;

export const staffRoleBody = z.object({ u_id: idField, role: staffRole });
export type StaffRoleBody = z.infer<typeof staffRoleBody>;

export const staffRemoveBody = z.object({ u_id: idField });

export const staffAcceptBody = z.object({
  token: z
    .string({ error: staffMessages.invitationInvalid })
    .trim()
    .min(1, staffMessages.invitationInvalid)
    .max(200, staffMessages.invitationInvalid),
  password: checked(messages.passwordRequired, passwordError),
});

export const staffMemberShape = z
  .object({
    u_id: z.int().positive(),
    u_name: z.string(),
    u_email: z.string(),
    u_role: z.enum(USER_ROLES),
    last_login_at: z.string().nullable().meta({ description: 'ISO 8601 date-time in UTC, or null.' }),
    invited_at: z.string().nullable().meta({ description: 'When the last invitation was sent, or null.' }),
    active: z
      .union([z.literal(0), z.literal(1)])
      .meta({ description: '1 once the member can log in; 0 while the invitation waits.' }),
  })
  .meta({ id: 'StaffMember' });
/** One member of `admin/staff/list`; `active` 0 while the invitation waits to be accepted. */
export type StaffMember = z.infer<typeof staffMemberShape>;

export const staffListAnswer = okAnswer({ list: z.array(staffMemberShape) }, messages.ok);
export const staffInviteAnswer = okAnswer({ data: staffMemberShape }, staffMessages.invited);
export const staffRoleAnswer = okAnswer({ data: staffMemberShape }, staffMessages.roleChanged);
export const staffRemoveAnswer = okAnswer({}, staffMessages.removed);
