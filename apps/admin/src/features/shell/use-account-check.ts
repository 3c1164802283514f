import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { WEBSITE_CENTER_PATH } from '../../shared/paths.ts';
import { leaveSession } from '../../shared/session/local-logout.ts';
import { toastError } from '../../shared/ui/feedback.ts';
import { useAccount } from './api/get-account.ts';

/** Spec §4: an account answer with code above 0 signs out locally, explains, and leaves. */
export function useAccountCheck(): void {
  const { data } = useAccount();
  const navigate = useNavigate();
  useEffect(() => {
    if (data && data.code > 0) {
      if (data.message) toastError(data.message);
      void leaveSession((to) => navigate(to, { replace: true }), WEBSITE_CENTER_PATH);
    }
  }, [data, navigate]);
}
