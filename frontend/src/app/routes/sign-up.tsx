import { useLocation, useNavigate } from 'react-router';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { returnToPath } from '@/lib/return-to';

/** /signUp: afterwards, back to the page the user came from (state.from), or home. */
export function SignUp() {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  return (
    <SignUpForm
      linkState={state}
      onSignedIn={() => void navigate(returnToPath(state), { replace: true })}
    />
  );
}
