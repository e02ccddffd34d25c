import { Navigate } from 'react-router';

/** /MainLayout opens on the profile. */
export default function ProfileRedirect() {
  return <Navigate to="/MainLayout/profile" replace />;
}
