import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { GoogleIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { GoogleTestDialog } from '@/features/auth/components/google-test-dialog';
import { useAuth } from '@/lib/use-auth';
import { authErrorMessage } from '@/features/auth/utils/auth-errors';
import type { EmulatorGoogleAccount } from '@/lib/firebase';
import { getPublicConfig, usePublicConfig } from '@/lib/public-config';

export const SIGNED_IN_MESSAGE = 'User logged in';

/**
 * 'Continue with Google': Google's popup in production; against the Auth Emulator (config
 * `authEmulatorUrl`) a test dialog that asks for the account instead.
 */
export function GoogleSignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const auth = useAuth();
  const toast = useToast();
  const { data: config } = usePublicConfig();
  const [pending, setPending] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  /** Returns the message shown, or null after success or a cancelled popup. */
  const run = async (account?: EmulatorGoogleAccount): Promise<string | null> => {
    setPending(true);
    try {
      await auth.signInWithGoogle(account);
      toast.success(SIGNED_IN_MESSAGE);
      setDialogOpen(false);
      onSignedIn();
      return null;
    } catch (error) {
      const failure = authErrorMessage(error);
      if (failure) toast.error(failure.message);
      return failure?.message ?? null;
    } finally {
      setPending(false);
    }
  };

  const onClick = async () => {
    if (pending) return;
    let emulator = config ? config.authEmulatorUrl !== null : null;
    if (emulator === null) {
      try {
        emulator = (await getPublicConfig()).authEmulatorUrl !== null;
      } catch (error) {
        const failure = authErrorMessage(error);
        if (failure) toast.error(failure.message);
        return;
      }
    }
    if (emulator) {
      setDialogError(null);
      setDialogOpen(true);
      return;
    }
    await run();
  };

  return (
    <>
      <Button
        variant="outline"
        block
        className="google-button"
        aria-busy={(pending && !dialogOpen) || undefined}
        onClick={() => void onClick()}
      >
        <GoogleIcon size={20} />
        Continue with Google
      </Button>
      <GoogleTestDialog
        open={dialogOpen}
        pending={pending}
        error={dialogError}
        onClose={() => setDialogOpen(false)}
        onSubmit={(account) => {
          void run(account).then((message) => setDialogError(message));
        }}
      />
    </>
  );
}
