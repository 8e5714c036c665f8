import { useNavigate } from '@portfolio/router';
import { signOut } from '@portfolio/auth';
import { useToast } from '@portfolio/ui';
import { SIGN_OUT_MESSAGES } from '../../logic/constants';

/** Site spec §8: sign out, tell the user how it went, then go to /. */
export function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    const { error } = await signOut();
    if (error) useToast.getState().error(SIGN_OUT_MESSAGES.failure);
    else useToast.getState().success(SIGN_OUT_MESSAGES.success);
    void navigate('/');
  };
}
