import { CheckIcon } from '@/components/ui/icons';

const benefits = [
  { title: '0% commission', text: 'The rate you see is the rate you get, with no hidden fees.' },
  { title: '70+ currencies', text: 'From euros and dollars to the currencies others don’t stock.' },
  { title: 'Reserve online, pay in store', text: 'Lock in today’s rate and collect in branch.' },
];

/** The three-point strip under the banner. */
export function BenefitsStrip() {
  return (
    <section className="container benefits" aria-label="Why travellers choose us">
      <ul className="benefits__list" role="list">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="card benefits__item">
            <span className="benefits__icon">
              <CheckIcon size={18} />
            </span>
            <div>
              <h2 className="benefits__title">{benefit.title}</h2>
              <p className="benefits__text">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
