import type { PushDevice } from '@fx/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import {
  useMyPushDevices,
  useRegisterPushDevice,
  useTurnOffPushDevice,
} from '@/features/alerts/api/push-devices';
import { usePushOffer } from '@/features/alerts/components/push-choice';
import {
  iphonePushNote,
  PushDeniedError,
  deviceLabel,
  subscribeThisDevice,
} from '@/features/alerts/utils/web-push';
import { isApiError } from '@/lib/api-client';
import { formatUkDate } from '@/lib/format';

function wants(device: PushDevice): string {
  const what = [device.alerts && 'rate alerts', device.orders && 'order updates'].filter(Boolean);
  return what.length ? `Gets ${what.join(' and ')}` : 'Gets nothing';
}

/**
 * My alerts: the devices this account gets notifications on, each with "Turn off", and "Notify me
 * on this device" for rate alerts and, as the customer chooses, order updates. Shown only where
 * the browser can subscribe and the site offers push.
 */
export function PushDevicesPanel() {
  const vapidPublicKey = usePushOffer();
  const { data } = useMyPushDevices(vapidPublicKey !== null);
  const register = useRegisterPushDevice();
  const turnOff = useTurnOffPushDevice();
  const toast = useToast();
  const [choice, setChoice] = useState({ alerts: true, orders: false });
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!vapidPublicKey) return null;

  const onTurnOn = async () => {
    setPending(true);
    setProblem(null);
    try {
      const subscription = await subscribeThisDevice(vapidPublicKey);
      await register({ subscription, ...choice, label: deviceLabel() });
      toast.success('This device will be notified.');
    } catch (error) {
      if (error instanceof PushDeniedError || isApiError(error)) setProblem(error.message);
      else setProblem('This browser could not subscribe to notifications.');
    } finally {
      setPending(false);
    }
  };

  const onTurnOff = async (device: PushDevice) => {
    try {
      await turnOff(device.id);
      toast.success(`${device.label ?? 'The device'} is turned off.`);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'Something went wrong');
    }
  };

  const box = (key: 'alerts' | 'orders', label: string) => (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={choice[key]}
        onChange={(event) => setChoice({ ...choice, [key]: event.target.checked })}
      />
      <span>{label}</span>
    </label>
  );

  return (
    <section className="card account__panel" aria-labelledby="push-devices-title">
      <h2 id="push-devices-title" className="account__subtitle">
        Notifications on your devices
      </h2>
      {data?.devices.length ? (
        <ul className="alert-list" role="list" aria-label="Your devices">
          {data.devices.map((device) => (
            <li key={device.id} className="alert-item">
              <span>
                <strong>{device.label ?? device.pushService}</strong> · {wants(device)} · since{' '}
                {formatUkDate(device.createdAt)}
              </span>
              <Button variant="ghost" size="sm" onClick={() => void onTurnOff(device)}>
                Turn off<span className="visually-hidden"> {device.label ?? 'this device'}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field__hint">No device gets notifications yet.</p>
      )}
      <fieldset className="alert-form__push">
        <legend>Notify me on this device</legend>
        {box('alerts', 'Rate alerts set to notify on devices')}
        {box('orders', 'Order updates: accepted, ready to collect, dispatched')}
      </fieldset>
      <p className="field__hint">{iphonePushNote()}</p>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <Button onClick={() => void onTurnOn()} disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Turning on…' : 'Notify me on this device'}
      </Button>
    </section>
  );
}
