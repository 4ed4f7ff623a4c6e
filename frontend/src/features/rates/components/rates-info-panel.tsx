import { PhoneLink } from '@/components/ui/phone-link';
import { CheckIcon, PhoneIcon } from '@/components/ui/icons';
import { rateGuaranteeAdjective, site } from '@/config/site';

export const rateBenefits = () => [
  '0% commission',
  '70+ currencies',
  'Best rate guarantee',
  'Reserve online, pay in store',
  `${rateGuaranteeAdjective()} rate guarantee when your order arrives in store`,
  'Click and collect from our branch',
  'Mobile app and web portal',
  'Buy back your leftover currency',
];

export function RatesInfoPanel() {
  return (
    <aside className="card info-panel" aria-labelledby="info-panel-title">
      <h2 id="info-panel-title" className="info-panel__title">
        Why buy your travel money with us
      </h2>
      <ul className="info-panel__list" role="list">
        {rateBenefits().map((benefit) => (
          <li key={benefit}>
            <span className="info-panel__tick">
              <CheckIcon size={14} strokeWidth={3} />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      <div className="info-panel__help">
        <p>Need a hand with a large order?</p>
        <PhoneLink className="info-panel__phone">
          <PhoneIcon size={18} />
          {site.phone}
        </PhoneLink>
      </div>
    </aside>
  );
}
