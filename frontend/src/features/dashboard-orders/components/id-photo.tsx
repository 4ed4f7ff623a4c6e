import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { getIdPhoto } from '../api/get-id-photo';

type PhotoState =
  | { step: 'hidden' }
  | { step: 'loading' }
  | { step: 'shown'; dataUrl: string }
  | { step: 'failed'; message: string };

/**
 * The document's photo, for the compliance officer only (the panel shows this to officers; the API
 * refuses anyone else): fetched when asked for, each time, and hidden again on request.
 */
export function IdPhoto({ idCheckId, document }: { idCheckId: string; document: string }) {
  const [state, setState] = useState<PhotoState>({ step: 'hidden' });
  const show = async () => {
    setState({ step: 'loading' });
    try {
      setState({ step: 'shown', dataUrl: await getIdPhoto(idCheckId) });
    } catch (error) {
      setState({
        step: 'failed',
        message: isApiError(error) ? error.message : "The photo couldn't be loaded.",
      });
    }
  };

  if (state.step === 'shown') {
    return (
      <div className="order-id-photo">
        <img
          className="order-id-photo__image"
          src={state.dataUrl}
          alt={`Photo of the document seen at collection (${document})`}
        />
        <Button variant="outline" size="sm" onClick={() => setState({ step: 'hidden' })}>
          Hide the photo
        </Button>
      </div>
    );
  }
  const loading = state.step === 'loading';
  return (
    <div className="order-id-photo">
      {state.step === 'failed' ? (
        <p className="order-id-photo__error" role="alert">
          We couldn&apos;t load the photo: {state.message}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => void show()}
        disabled={loading}
        aria-busy={loading || undefined}
      >
        {loading ? 'Loading the photo…' : "Show the document's photo"}
      </Button>
    </div>
  );
}
