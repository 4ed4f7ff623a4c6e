import type { AlertChannel, RateAlert } from '@fx/contracts';
import { useId, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { useRegisterThisDeviceForAlerts } from '@/features/alerts/api/push-devices';
import { useSetMyAlertChannel } from '@/features/alerts/api/set-my-alert-channel';
import { usePushOffer } from '@/features/alerts/components/push-choice';
import { CHANNEL_HOW } from '@/features/alerts/components/rate-alert-dialog';
import { describeTarget } from '@/features/alerts/utils/target-rate';
import { PushDeniedError } from '@/features/alerts/utils/web-push';
import { isApiError } from '@/lib/api-client';

const CHANNEL_TEXT: Record<AlertChannel, string> = {
  email: 'E-mail',
  push: 'Notification on your devices',
  both: 'E-mail and notification',
};

const CHANNELS: readonly AlertChannel[] = ['email', 'push', 'both'];

/**
 * What an alert's owner may choose on this browser: the e-mail always, a push only where push is
 * offered here (the alert's own channel is kept among them, so it shows as it is).
 */
export function channelChoices(current: AlertChannel, pushOffered: boolean): AlertChannel[] {
  return CHANNELS.filter((channel) => channel === 'email' || channel === current || pushOffered);
}

type SaveState =
  | { step: 'idle' }
  | { step: 'saving'; channel: AlertChannel }
  | { step: 'failed'; message: string };

/**
 * My alerts: how an alert that has not fired reaches its owner, as a choice saved at once. Choosing
 * a push subscribes this device first (as setting an alert with one does). An alert that has fired,
 * or with nothing else to choose here, just says its channel.
 */
export function AlertChannelControl({ alert }: { alert: RateAlert }) {
  const id = useId();
  const vapidPublicKey = usePushOffer();
  const setChannel = useSetMyAlertChannel();
  const registerThisDevice = useRegisterThisDeviceForAlerts();
  const toast = useToast();
  const [state, setState] = useState<SaveState>({ step: 'idle' });
  const choices = channelChoices(alert.channel, vapidPublicKey !== null);
  if (alert.status === 'triggered' || choices.length < 2) return <>{CHANNEL_TEXT[alert.channel]}</>;

  const name = `${alert.code} at ${alert.targetRate}`;
  const target = describeTarget(alert.targetRate, alert.code);
  const onChange = async (channel: AlertChannel) => {
    setState({ step: 'saving', channel });
    try {
      if (vapidPublicKey && channel !== 'email') {
        await registerThisDevice(vapidPublicKey);
      }
      await setChannel(alert.id, channel);
      setState({ step: 'idle' });
      toast.success(`Saved: ${CHANNEL_HOW[channel]} when ${target}.`);
    } catch (error) {
      const known = error instanceof PushDeniedError || isApiError(error);
      setState({ step: 'failed', message: known ? error.message : 'Something went wrong' });
    }
  };

  const saving = state.step === 'saving';
  return (
    <span className="alert-item__channel">
      <label className="visually-hidden" htmlFor={id}>
        How the alert for {name} reaches you
      </label>
      <select
        id={id}
        className="field__input alert-item__channel-select"
        value={saving ? state.channel : alert.channel}
        disabled={saving}
        aria-busy={saving || undefined}
        aria-invalid={state.step === 'failed' || undefined}
        aria-describedby={`${id}-state`}
        onChange={(event) => void onChange(event.target.value as AlertChannel)}
      >
        {choices.map((channel) => (
          <option key={channel} value={channel}>
            {CHANNEL_TEXT[channel]}
          </option>
        ))}
      </select>
      <span id={`${id}-state`} aria-live="polite" className="field__hint">
        {saving ? 'Saving…' : null}
      </span>
      {state.step === 'failed' ? (
        <span className="form-error" role="alert">
          {state.message}
        </span>
      ) : null}
    </span>
  );
}
