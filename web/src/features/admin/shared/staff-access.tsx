// What the signed-in member of the staff may use, by the same role table the server checks
// (contract/src/staff-access.ts): the console hides menus, screens, buttons and links a role may not use
// rather than letting the server refuse them.
import { mayCall } from '@prime/contract';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';

/** `may('admin/return/decide')`: whether the signed-in role may make the call (with that body). */
export function useMayCall(): (call: string, body?: unknown) => boolean {
  const role = useSession()?.role ?? 'user';
  return (call, body) => mayCall(role, call, body);
}

interface ScreenLinkProps {
  /** The call the screen opens with: the link shows only to a role that may make it. */
  call: string;
  to: string;
  children: React.ReactNode;
}

/** A link to another screen of the console when the role may open it; its words alone otherwise. */
export function ScreenLink({ call, to, children }: ScreenLinkProps) {
  const may = useMayCall();
  return may(call) ? <Link to={to}>{children}</Link> : <>{children}</>;
}
