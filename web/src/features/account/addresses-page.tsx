// /MainLayout/addresses: the same saved addresses as the profile, with the default chosen by radio.
import { useSession } from '../../lib/session.ts';
import { SavedAddresses } from './saved-addresses.tsx';

export default function AddressesPage() {
  const session = useSession();
  if (!session) return null;
  return <SavedAddresses session={session} defaultControl="radio" headingLevel="h1" />;
}
