import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { logout } from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';
import { errorText } from '../operator-api';
import { skinToast } from './skin-toast';

/** Logout for the skin pages: POST /auth/logout, then /login (decision 0020); `leaving` lets a leave guard stand aside. */
export function useOperatorLogout() {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const leaving = useRef(false);
  const doLogout = async () => {
    setLoggingOut(true);
    leaving.current = true;
    try {
      await callApi(logout, { body: {} });
    } catch (error) {
      skinToast.error(errorText(error));
    }
    navigate(paths.login);
  };
  return { loggingOut, leaving, doLogout };
}
