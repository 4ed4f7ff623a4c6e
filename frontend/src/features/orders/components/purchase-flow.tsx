import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { OrderView, PlaceOrder, Quote, Way } from '@fx/contracts';
import { Button, ButtonLink } from '@/components/ui/button';
import { RatesStatusLabel } from '@/components/ui/rates-status-label';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isMyOrdersKey } from '@/features/account/api/get-my-orders';
import { useBranches } from '@/features/branches/api/get-branches';
import {
  clearCart,
  priceCartLine,
  removeCartLine,
  replaceCartLines,
} from '@/features/cart/cart-store';
import { useCart } from '@/features/cart/use-cart';
import { placeOrder, RatesChangedError } from '@/features/orders/api/place-order';
import type { RateChange } from '@/features/orders/api/place-order';
import { useRequoteStale } from '@/features/orders/hooks/use-requote-stale';
import {
  EMPTY_DETAILS,
  detailErrors,
  fillEmptyDetails,
  stepOneError,
} from '@/features/orders/utils/order-form';
import type {
  CustomerDetails,
  DetailErrors,
  KnownCustomer,
} from '@/features/orders/utils/order-form';
import { currenciesKey, useCurrencies } from '@/features/rates/api/get-currencies';
import { isApiError } from '@/lib/api-client';
import { AddCurrencyPanel } from './add-currency-panel';
import { CartSummary } from './cart-summary';
import { DetailsForm } from './details-form';
import { OrderConfirmation } from './order-confirmation';
import { RatesChangedDialog } from './rates-changed-dialog';

const STEPS = ['Create Order', 'YOUR DETAILS', 'ORDER CONFIRMATION'] as const;
const DETAILS_KEY = 'purchase-details';
const CONFIRMATION_KEY = 'purchase-confirmation';
const CONFIRMATION_TTL_MS = 15 * 60 * 1000;

type Step = 1 | 2 | 3;

function readSession<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeSession(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the flow still works, it just forgets on reload.
  }
}

/** Field names the API uses, mapped to the form's. */
const FIELD_OF: Record<string, keyof CustomerDetails> = {
  'customer.firstName': 'firstName',
  'customer.lastName': 'lastName',
  'customer.email': 'email',
  'customer.confirmEmail': 'confirmEmail',
  'customer.phone': 'phone',
  termsAccepted: 'termsAccepted',
};

/**
 * The three steps of an order: 1 the collection point and the currencies, 2 the customer's
 * details, 3 the confirmation. Everything typed is kept (this tab's storage) until the order is
 * placed; the order is placed with an Idempotency-Key, so a retry never makes a second one.
 * `knownCustomer` (a signed-in customer's last order) fills the details still empty, once.
 */
export function PurchaseFlow({
  way,
  initialCode,
  knownCustomer = null,
}: {
  way: Way;
  initialCode: string;
  knownCustomer?: KnownCustomer | null;
}) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const lines = useCart(way);
  const currencies = useCurrencies();
  const branches = useBranches();
  const requoteNotice = useRequoteStale(way, lines, currencies.data?.status);

  // After a reload, step 3 shows the order just placed (for a while, and only with an empty cart).
  const [placed, setPlaced] = useState<OrderView | null>(() => {
    const saved = readSession<{ way: Way; order: OrderView; savedAt: number }>(CONFIRMATION_KEY);
    const fresh = saved && saved.way === way && Date.now() - saved.savedAt < CONFIRMATION_TTL_MS;
    return fresh && lines.length === 0 ? saved.order : null;
  });
  const [step, setStep] = useState<Step>(placed ? 3 : 1);
  const [branchId, setBranchId] = useState('');
  const [stepOneProblem, setStepOneProblem] = useState<string | null>(null);
  const [details, setDetails] = useState<CustomerDetails>(
    () => readSession<CustomerDetails>(DETAILS_KEY) ?? EMPTY_DETAILS,
  );
  const [errors, setErrors] = useState<DetailErrors>({});
  const [prefill, setPrefill] = useState<'waiting' | 'filled' | 'nothing'>('waiting');
  // The last order arrives after the first render: fill what is still empty, once, as it comes.
  if (knownCustomer && prefill === 'waiting') {
    const filled = fillEmptyDetails(details, knownCustomer);
    setPrefill(filled.filled ? 'filled' : 'nothing');
    if (filled.filled) setDetails(filled.details);
  }
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<{ message: string; retry: boolean } | null>(null);
  const [ratesChanged, setRatesChanged] = useState<{ quote: Quote; changes: RateChange[] } | null>(
    null,
  );
  const idempotencyKey = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => writeSession(DETAILS_KEY, details), [details]);
  useEffect(() => headingRef.current?.focus(), [step]);

  const title =
    step === 3
      ? 'Order Confirmation'
      : way === 'collect'
        ? 'Order travel money'
        : 'Sell travel money';

  const checkStepOne = (): boolean => {
    const problem = stepOneError(branchId, lines.length);
    setStepOneProblem(problem);
    if (problem) toast.error(problem);
    return problem === null;
  };

  const goToDetails = () => {
    if (checkStepOne()) setStep(2);
  };

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (submitting) return;
    if (!checkStepOne()) {
      setStep(1);
      return;
    }
    const found = detailErrors(details);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      toast.error(first);
      return;
    }
    const order: PlaceOrder = {
      way,
      branchId,
      customer: {
        firstName: details.firstName.trim(),
        lastName: details.lastName.trim(),
        email: details.email.trim(),
        confirmEmail: details.confirmEmail.trim(),
        phone: details.phone.trim(),
      },
      lines: lines.map((line) => ({
        currency: line.currency,
        amount: line.amount,
        side: line.side,
        shownRate: line.rate,
      })),
      termsAccepted: true,
    };
    idempotencyKey.current ??= crypto.randomUUID();
    setSubmitting(true);
    setSubmitError(null);
    try {
      const result = await placeOrder(order, idempotencyKey.current);
      idempotencyKey.current = null;
      clearCart(way);
      writeSession(CONFIRMATION_KEY, { way, order: result, savedAt: Date.now() });
      writeSession(DETAILS_KEY, null);
      setPlaced(result);
      setStep(3);
      toast.success(`Order ${result.orderNumber} placed`);
      // My orders, if already read in this tab (the details step reads it), now has one more.
      void mutate(isMyOrdersKey);
    } catch (error) {
      if (isApiError(error) && error.code === 'RATES_STALE') {
        // Nothing was placed: a new attempt gets a new key. The table's label turns indicative.
        idempotencyKey.current = null;
        setSubmitError({ message: error.message, retry: true });
        toast.error(error.message);
        void mutate(currenciesKey);
      } else if (error instanceof RatesChangedError) {
        idempotencyKey.current = null;
        setRatesChanged({ quote: error.quote, changes: error.changes });
      } else if (isApiError(error) && error.statusCode === 422) {
        idempotencyKey.current = null;
        const fieldErrors: DetailErrors = {};
        for (const detail of error.details ?? []) {
          const field = FIELD_OF[detail.field];
          if (field) fieldErrors[field] ??= detail.message;
          else if (detail.field === 'branchId') setStepOneProblem(detail.message);
        }
        setErrors(fieldErrors);
        setSubmitError({ message: error.message, retry: false });
        toast.error(error.message);
      } else if (isApiError(error)) {
        // The order may or may not have reached us: the same key makes a retry safe.
        const message = `We couldn't place your order: ${error.message} Everything you entered is still here; please try again.`;
        setSubmitError({ message, retry: false });
        toast.error(error.message);
      } else {
        setStep(1);
        toast.error('Something went wrong');
      }
    } finally {
      setSubmitting(false);
    }
  };

  const acceptNewPrices = () => {
    if (!ratesChanged) return;
    const repriced = lines.map((line, index) => {
      const rate = ratesChanged.quote.lines[index]?.rate ?? line.rate;
      const priced = priceCartLine({ ...line, rate });
      return 'line' in priced ? { ...priced.line, id: line.id } : line;
    });
    replaceCartLines(way, repriced);
    setRatesChanged(null);
    toast.info('Prices updated. Please check them and place your order.');
  };

  const startAgain = () => {
    writeSession(CONFIRMATION_KEY, null);
    setPlaced(null);
    setStep(1);
  };

  const currencyList = currencies.data?.currencies ?? [];
  const branchList = branches.data?.branches ?? [];

  return (
    <div className="container purchase">
      <h1 ref={headingRef} tabIndex={-1} className="purchase__title">
        {title}
      </h1>
      <ol className="stepper" aria-label="Order progress">
        {STEPS.map((label, index) => {
          const number = (index + 1) as Step;
          return (
            <li
              key={label}
              className={`stepper__step${number === step ? ' stepper__step--current' : ''}${number < step ? ' stepper__step--done' : ''}`}
              aria-current={number === step ? 'step' : undefined}
            >
              <span className="stepper__number">{number}</span> {label}
            </li>
          );
        })}
      </ol>

      {currencies.data && step !== 3 ? (
        <RatesStatusLabel status={currencies.data.status} className="purchase__rates" />
      ) : null}

      {requoteNotice && step !== 3 ? (
        <p className="banner banner--info" role="status">
          {requoteNotice}
        </p>
      ) : null}

      {step === 3 && placed ? (
        <>
          <OrderConfirmation order={placed} />
          <div className="purchase__actions">
            <ButtonLink to={paths.trackOrder(placed.orderNumber)} variant="outline">
              Track this order
            </ButtonLink>
            <Button variant="ghost" onClick={startAgain}>
              Start a new order
            </Button>
          </div>
        </>
      ) : (
        <div className="purchase__grid">
          <div className="purchase__main">
            {step === 1 ? (
              <>
                <section className="card" aria-labelledby="branch-title">
                  <h2 id="branch-title" className="purchase__section-title">
                    Collection point
                  </h2>
                  <div
                    className={`field${stepOneProblem === 'Select the checking point' ? ' field--invalid' : ''}`}
                  >
                    <label className="field__label" htmlFor="branch">
                      {way === 'collect'
                        ? 'Where will you collect?'
                        : 'Where will you bring your currency?'}
                    </label>
                    <select
                      id="branch"
                      className="field__input"
                      value={branchId}
                      onChange={(event) => {
                        setBranchId(event.target.value);
                        setStepOneProblem(null);
                      }}
                      aria-invalid={stepOneProblem === 'Select the checking point' || undefined}
                    >
                      <option value="">
                        {branches.isLoading ? 'Loading branches…' : 'Choose a branch'}
                      </option>
                      {branchList.map((branch) => (
                        <option key={branch.id} value={branch.id}>
                          {branch.name}, {branch.address}, {branch.phone}
                        </option>
                      ))}
                    </select>
                    {branches.error ? (
                      <p className="field__error">
                        We couldn&apos;t load our branches.{' '}
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => void branches.mutate()}
                        >
                          Try again
                        </button>
                      </p>
                    ) : null}
                    {branchList.find((branch) => branch.id === branchId) ? (
                      <p className="field__hint">
                        Open {branchList.find((branch) => branch.id === branchId)!.openingHours}
                      </p>
                    ) : null}
                  </div>
                </section>
                {currencies.data ? (
                  <AddCurrencyPanel
                    way={way}
                    currencies={currencyList}
                    initialCode={initialCode}
                    defaultOpen={lines.length === 0}
                  />
                ) : currencies.error ? (
                  <p className="banner banner--error" role="alert">
                    We couldn&apos;t load today&apos;s rates: {currencies.error.message}{' '}
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => void currencies.mutate()}
                    >
                      Try again
                    </button>
                  </p>
                ) : (
                  <p className="card purchase__loading" role="status">
                    Loading today&apos;s rates…
                  </p>
                )}
                {stepOneProblem ? (
                  <p className="field__error" role="alert">
                    {stepOneProblem}
                  </p>
                ) : null}
                <div className="purchase__actions">
                  <Button size="lg" onClick={goToDetails}>
                    Next
                  </Button>
                </div>
              </>
            ) : (
              <form className="card" onSubmit={(event) => void submit(event)} noValidate>
                <h2 className="purchase__section-title">Your details</h2>
                {prefill === 'filled' ? (
                  <p className="banner banner--info">Filled in from your last order.</p>
                ) : null}
                <DetailsForm details={details} errors={errors} onChange={setDetails} />
                {submitError ? (
                  <p className="banner banner--error" role="alert">
                    {submitError.message}
                    {submitError.retry ? (
                      <>
                        {' '}
                        Everything you entered is still here.{' '}
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => void submit()}
                          disabled={submitting}
                        >
                          Try again
                        </button>
                      </>
                    ) : null}
                  </p>
                ) : null}
                <div className="purchase__actions">
                  <Button variant="outline" onClick={() => setStep(1)} disabled={submitting}>
                    Back
                  </Button>
                  <Button
                    type="submit"
                    size="lg"
                    disabled={submitting}
                    aria-busy={submitting || undefined}
                  >
                    {submitting ? 'Placing your order…' : 'Next'}
                  </Button>
                </div>
              </form>
            )}
          </div>
          <CartSummary lines={lines} way={way} onRemove={removeCartLine} />
        </div>
      )}
      <RatesChangedDialog
        quote={ratesChanged?.quote ?? null}
        status={currencies.data?.status}
        changes={ratesChanged?.changes ?? []}
        way={way}
        onConfirm={acceptNewPrices}
        onCancel={() => setRatesChanged(null)}
      />
    </div>
  );
}
