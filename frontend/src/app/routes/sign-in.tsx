import { useLocation, useNavigate } from 'react-router';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { returnToPath } from '@/lib/return-to';

/** /signIn: afterwards, back to the page that sent the user here (state.from), or home. */
export function SignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  return (
    <SignInForm
      linkState={state}
      onSignedIn={() => void navigate(returnToPath(state), { replace: true })}
    />
  );
}
