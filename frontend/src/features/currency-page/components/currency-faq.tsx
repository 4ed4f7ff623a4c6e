import type { PricedCurrency } from '@fx/contracts';
import { Link } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import type { AccordionItem } from '@/components/ui/accordion';
import { paths } from '@/config/paths';

/** The general FAQ's answers this page repeats, each asked about the page's currency. */
const QUESTIONS: readonly { id: string; ask: (currency: PricedCurrency) => string }[] = [
  { id: 'commission', ask: ({ code }) => `Do you charge commission when I buy or sell ${code}?` },
  { id: 'click-and-collect', ask: ({ name }) => `How do I order ${name} notes and collect them?` },
  { id: 'rate-guarantee', ask: ({ code }) => `Is the ${code} rate I see online the rate I get?` },
  { id: 'sell-back', ask: ({ name }) => `Can I sell back ${name} notes I have left over?` },
];

/**
 * The questions travellers ask about this currency, answered as the FAQ page answers them (the
 * bureau's own numbers: limits, the rate guarantee), one open at a time.
 */
export function currencyQuestions(
  currency: PricedCurrency,
  answers: readonly AccordionItem[],
): AccordionItem[] {
  return QUESTIONS.flatMap(({ id, ask }) => {
    const answer = answers.find((item) => item.id === id);
    return answer ? [{ ...answer, title: ask(currency) }] : [];
  });
}

/** "Euro questions": the currency's FAQ, with the way to every other answer. */
export function CurrencyFaq({
  currency,
  items,
}: {
  currency: PricedCurrency;
  items: readonly AccordionItem[];
}) {
  return (
    <section className="card currency-faq" aria-labelledby="currency-faq-title">
      <h2 id="currency-faq-title" className="currency-faq__title">
        {currency.name} questions
      </h2>
      <Accordion items={items} headingLevel={3} defaultOpenId={items[0]?.id ?? null} />
      <p className="currency-faq__more">
        More answers on our <Link to={paths.faq()}>FAQ page</Link>.
      </p>
    </section>
  );
}
