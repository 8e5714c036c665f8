import { Navigate, Route, Routes } from '@portfolio/router';
import { RequireSignedOut, initAuth } from '@portfolio/auth';
import { renderStandalone } from '@portfolio/ui';
import SignInPage from '../exposes/SignInPage';
import SignUpPage from '../exposes/SignUpPage';
import ResetPasswordPage from '../exposes/ResetPasswordPage';
import ProfilePage from '../exposes/ProfilePage';

void renderStandalone(
  'mf-account',
  <Routes>
    <Route
      path="/signin"
      element={
        <RequireSignedOut fallback={<Navigate to="/profile" replace />}>
          <SignInPage />
        </RequireSignedOut>
      }
    />
    <Route
      path="/signup"
      element={
        <RequireSignedOut fallback={<Navigate to="/profile" replace />}>
          <SignUpPage />
        </RequireSignedOut>
      }
    />
    <Route path="/reset-password" element={<ResetPasswordPage />} />
    <Route path="/profile" element={<ProfilePage />} />
    <Route path="*" element={<Navigate to="/signin" replace />} />
  </Routes>,
  initAuth,
);
