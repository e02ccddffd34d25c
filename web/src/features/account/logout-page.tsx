// /MainLayout/logout: ends the session on the server and in the browser, then reloads at home.
import { useEffect } from 'react';
import { logout } from '../../lib/logout.ts';
import { Spinner } from '../../ui/spinner.tsx';

let loggingOut = false;

export default function LogoutPage() {
  useEffect(() => {
    // Effects can run twice (strict mode); the logout must happen once.
    if (loggingOut) return;
    loggingOut = true;
    void logout();
  }, []);
  return <Spinner label="Logging Out..." />;
}
