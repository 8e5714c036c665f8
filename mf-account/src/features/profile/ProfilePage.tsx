import { RequireSignedIn } from '@portfolio/auth';
import { PageHead } from '@portfolio/ui';
import { Profile } from './Profile';
import { SignInPrompt } from './SignInPrompt';

/** Site spec §2.8: nothing while auth loads, the sign-in prompt when signed out, else the user's profile. */
function ProfilePageView() {
  return (
    <RequireSignedIn fallback={<SignInPrompt />}>
      <Profile />
    </RequireSignedIn>
  );
}

export function ProfilePage() {
  return (
    <>
      <PageHead title="Profile" description="Your quotes, service requests, messages and account settings." path="/profile" noindex />
      <ProfilePageView />
    </>
  );
}
