import { useId } from 'react';
import { rateGuaranteeHours } from '@/config/site';
import '@/styles/home.css';

const steps = () => [
  {
    title: 'Choose your currency',
    text: 'Pick from 70+ currencies, enter how much you need and see exactly what you get at our online rate.',
  },
  {
    title: 'Reserve it online',
    text: 'Give us your details and choose our branch as your collection point. There is nothing to pay online.',
  },
  {
    title: 'Collect and pay in store',
    text: `Bring photo ID and a payment card in the name on the order. Your rate is guaranteed for ${rateGuaranteeHours()} once the order is in store.`,
  },
];

/** "How Click & Collect works" in three numbered steps. */
export function HowItWorks() {
  const titleId = useId();
  return (
    <section className="home-section" aria-labelledby={titleId}>
      <div className="container">
        <div className="home-section__head">
          <p className="eyebrow">Simple and secure</p>
          <h2 id={titleId} className="home-section__title">
            How Click &amp; Collect works
          </h2>
        </div>
        <ol className="steps" role="list">
          {steps().map((step, index) => (
            <li key={step.title} className="card step">
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="step__title">
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="step__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
