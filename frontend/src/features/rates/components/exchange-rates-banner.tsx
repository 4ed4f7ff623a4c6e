const highlights = ['0% commission', '70+ currencies', 'Best rate guarantee'];

export function ExchangeRatesBanner() {
  return (
    <section className="page-banner" aria-labelledby="exchange-rates-title">
      <div className="container page-banner__inner">
        <p className="eyebrow eyebrow--on-dark">Today's travel money rates</p>
        <h1 id="exchange-rates-title" className="page-banner__title">
          Exchange Rates
        </h1>
        <p className="page-banner__lead">
          Live rates for 70+ currencies, updated throughout the day. Pay 0% commission whether you
          buy your travel money or sell back what you didn't spend.
        </p>
        <ul className="page-banner__chips" role="list">
          {highlights.map((item) => (
            <li key={item} className="chip">
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
