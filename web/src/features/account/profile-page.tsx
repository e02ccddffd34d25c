// /MainLayout/profile: MY PROFILE and SAVED ADDRESSES. The account layout guarantees a session.
import { useSession } from '../../lib/session.ts';
import { ProfileSection } from './profile-section.tsx';
import { SavedAddresses } from './saved-addresses.tsx';

export default function ProfilePage() {
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <ProfileSection session={session} />
      <SavedAddresses session={session} defaultControl="button" headingLevel="h2" />
    </>
  );
}
