import type { AlertChannel, PublicConfig } from '@fx/contracts';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import { getPublicConfig, publicConfigKey } from '@/lib/public-config';
import { iphonePushNote, pushSupported } from '@/features/alerts/utils/web-push';

/**
 * The VAPID public key where this browser can subscribe and the site offers push; else null. The
 * config (shared with sign-in's, by its key) is only asked for where push could work.
 */
export function usePushOffer(): string | null {
  const { data } = useSWR<PublicConfig, ApiError>(
    pushSupported() ? publicConfigKey : null,
    getPublicConfig,
    { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  return data?.push.enabled ? data.push.vapidPublicKey : null;
}

/** What the two boxes mean: push on this device, the e-mail, or both. */
export function channelOf(onDevice: boolean, alsoEmail: boolean): AlertChannel {
  if (!onDevice) return 'email';
  return alsoEmail ? 'both' : 'push';
}

/**
 * "Notify me on this device" (and whether the e-mail still comes), with the iPhone note. Shown
 * only where push is offered.
 */
export function PushChoice({
  onDevice,
  alsoEmail,
  disabled,
  onChange,
}: {
  onDevice: boolean;
  alsoEmail: boolean;
  disabled?: boolean;
  onChange: (next: { onDevice: boolean; alsoEmail: boolean }) => void;
}) {
  return (
    <fieldset className="alert-form__push">
      <legend className="visually-hidden">How to tell you</legend>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={onDevice}
          disabled={disabled}
          onChange={(event) => onChange({ onDevice: event.target.checked, alsoEmail })}
        />
        <span>Notify me on this device</span>
      </label>
      {onDevice ? (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={alsoEmail}
            disabled={disabled}
            onChange={(event) => onChange({ onDevice, alsoEmail: event.target.checked })}
          />
          <span>Also e-mail me</span>
        </label>
      ) : null}
      <p className="field__hint">{iphonePushNote()}</p>
    </fieldset>
  );
}
