import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { paths } from '../../../shared/paths';
import { logout } from '../../../shared/api/auth';
import { callApi, errorText } from '../../lib/api-client';

/**
 * The one logout of the operator pages: POST /auth/logout, then /login (decisions 0006, 0020).
 * `leaving` lets a leave guard stand aside; `notify` says a failure (the skin pages' own toasts).
 */
export function useOperatorLogout(notify: (message: string) => void = (message) => void toast.error(message)) {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const leaving = useRef(false);
  const doLogout = async () => {
    setLoggingOut(true);
    leaving.current = true;
    try {
      await callApi(logout, { body: {} });
    } catch (error) {
      notify(errorText(error));
    }
    navigate(paths.login);
  };
  return { loggingOut, leaving, doLogout };
}
