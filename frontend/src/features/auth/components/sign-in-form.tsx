import { Link } from 'react-router';
import { AuthCard, AuthDivider } from '@/features/auth/components/auth-card';
import { EmailPasswordForm } from '@/features/auth/components/email-password-form';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { useAuth } from '@/lib/use-auth';
import { paths } from '@/config/paths';

/** The sign-in screen's content; `linkState` is passed on to the sign-up link. */
export function SignInForm({
  onSignedIn,
  linkState,
}: {
  onSignedIn: () => void;
  linkState?: unknown;
}) {
  const auth = useAuth();
  return (
    <AuthCard
      title="Welcome back!"
      lead="We are happy to see you here. Thanks for coming"
      footer={
        <Link to={paths.signUp()} state={linkState}>
          New User here ? Sign Up
        </Link>
      }
    >
      <EmailPasswordForm
        submitLabel="Let's Go!"
        passwordAutoComplete="current-password"
        submit={auth.signInWithEmail}
        onSignedIn={onSignedIn}
      />
      <AuthDivider />
      <GoogleSignInButton onSignedIn={onSignedIn} />
    </AuthCard>
  );
}
