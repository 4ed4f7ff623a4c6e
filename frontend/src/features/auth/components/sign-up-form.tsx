import { Link } from 'react-router';
import { AuthCard, AuthDivider } from '@/features/auth/components/auth-card';
import { EmailPasswordForm } from '@/features/auth/components/email-password-form';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { useAuth } from '@/lib/use-auth';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '@/features/auth/utils/auth-errors';
import { paths } from '@/config/paths';

const checkPassword = (password: string) =>
  password.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : null;

/** The sign-up screen's content; `linkState` is passed on to the sign-in link. */
export function SignUpForm({
  onSignedIn,
  linkState,
}: {
  onSignedIn: () => void;
  linkState?: unknown;
}) {
  const auth = useAuth();
  return (
    <AuthCard
      title="Welcome You!"
      lead="Create your account with your email and a password, or with Google."
      footer={
        <Link to={paths.signIn()} state={linkState}>
          Already User here? Sign In
        </Link>
      }
    >
      <EmailPasswordForm
        submitLabel="Sign Up"
        passwordAutoComplete="new-password"
        passwordHint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        checkPassword={checkPassword}
        submit={auth.signUpWithEmail}
        onSignedIn={onSignedIn}
      />
      <AuthDivider />
      <GoogleSignInButton onSignedIn={onSignedIn} />
    </AuthCard>
  );
}
