import { createAppConfig } from '@portfolio/federation';

export default createAppConfig({
  name: 'mf_account',
  root: import.meta.dirname,
  title: 'Account',
  exposes: {
    './SignInPage': './src/exposes/SignInPage.tsx',
    './SignUpPage': './src/exposes/SignUpPage.tsx',
    './ResetPasswordPage': './src/exposes/ResetPasswordPage.tsx',
    './ProfilePage': './src/exposes/ProfilePage.tsx',
    './InboxPage': './src/exposes/InboxPage.tsx',
  },
});
