import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { errorText, logout } from '../operator-api';
import { skinToast } from './skin-toast';

/** Logout for the skin pages: POST /auth/logout, then /login (spec §7); `leaving` lets a leave guard stand aside. */
export function useOperatorLogout() {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const leaving = useRef(false);
  const doLogout = async () => {
    setLoggingOut(true);
    leaving.current = true;
    try {
      await logout();
    } catch (error) {
      skinToast.error(errorText(error));
    }
    navigate(paths.login);
  };
  return { loggingOut, leaving, doLogout };
}
