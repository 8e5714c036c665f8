import { RequireSignedIn } from '@portfolio/auth';
import { useDocumentTitle } from '@portfolio/ui';
import { Profile } from './Profile';
import { SignInPrompt } from './SignInPrompt';

/** Spec 2.8: nothing while auth loads, the sign-in prompt when signed out, else the user's profile. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  return (
    <RequireSignedIn fallback={<SignInPrompt />}>
      <Profile />
    </RequireSignedIn>
  );
}
