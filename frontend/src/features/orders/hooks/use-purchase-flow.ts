import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { OrderView, RatesChanged, Way } from '@fx/contracts';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';
import { clearCart, priceCartLine, replaceCartLines } from '@/lib/cart-store';
import { useCurrencies } from '@/lib/get-currencies';
import { useCart } from '@/lib/use-cart';
import { RatesChangedError, fieldsRefused, usePlaceOrder } from '@/features/orders/api/place-order';
import { useCollection } from '@/features/orders/hooks/use-collection';
import { useRequoteStale } from '@/features/orders/hooks/use-requote-stale';
import { useCheckoutChoices } from '@/features/orders/hooks/use-checkout-choices';
import { useSellBack } from '@/features/orders/hooks/use-sell-back';
import { useDueDiligence } from '@/features/orders/hooks/use-due-diligence';
import {
  checkoutRequest,
  firstCheckoutError,
  hasCheckoutErrors,
  serverCheckoutErrors,
} from '@/features/orders/utils/checkout-form';
import { browserLocation } from '@/lib/browser-location';
import { sumGbp } from '@/lib/order-limits';
import {
  EMPTY_DETAILS,
  detailErrors,
  fillEmptyDetails,
  findStepOneProblem,
  orderRequest,
  serverProblems,
} from '@/features/orders/utils/order-form';
import type {
  CustomerDetails,
  DetailErrors,
  KnownCustomer,
  StepOneProblem,
} from '@/features/orders/utils/order-form';
import {
  readSavedConfirmation,
  readSavedDetails,
  saveCheckout,
  saveCollection,
  saveConfirmation,
  saveDetails,
  savePaying,
} from '@/features/orders/utils/purchase-session';

/** 1 the collection point, day and currencies, 2 the customer's details, 3 the confirmation. */
export type PurchaseStep = 1 | 2 | 3;

/** Why the order was not placed; `retry` offers Try again (nothing was placed, all is kept). */
export type SubmitError = { message: string; retry: boolean };

/**
 * The state of the order flow and what the customer can do in it (see PurchaseFlow). Everything
 * typed is kept in this tab's storage until the order is placed; `onPlaced` hears of each order.
 */
export function usePurchaseFlow({
  way,
  knownCustomer,
  onPlaced,
}: {
  way: Way;
  knownCustomer: KnownCustomer | null;
  onPlaced?: (() => void) | undefined;
}) {
  const toast = useToast();
  const placeOrder = usePlaceOrder();
  const lines = useCart(way);
  const currencies = useCurrencies();
  const collection = useCollection(way, lines);
  const requoteNotice = useRequoteStale(way, lines, currencies.data?.status);
  const totalGbp = sumGbp(lines.map((line) => line.gbp));
  const choices = useCheckoutChoices(way, totalGbp);
  const delivered = choices.checkout.fulfilment === 'delivery';
  const dueDiligence = useDueDiligence(totalGbp, delivered);
  const sellBack = useSellBack(way, lines);

  // After a reload, step 3 shows the order just placed (for a while, and only with an empty cart).
  const [placed, setPlaced] = useState<OrderView | null>(() =>
    lines.length === 0 ? readSavedConfirmation(way) : null,
  );
  const [step, setStep] = useState<PurchaseStep>(placed ? 3 : 1);
  const [stepOneProblem, setStepOneProblem] = useState<StepOneProblem | null>(null);
  const [details, setDetails] = useState<CustomerDetails>(
    () => readSavedDetails() ?? EMPTY_DETAILS,
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
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const [ratesChanged, setRatesChanged] = useState<RatesChanged | null>(null);
  // What the server said of a line (a currency it cannot supply), by the line's id.
  const [lineProblems, setLineProblems] = useState<Record<string, string>>({});
  const where = {
    branchId: collection.branch?.id ?? '',
    collectionDate: collection.collectionDate,
  };

  useEffect(() => saveDetails(details), [details]);

  const checkStepOne = (): boolean => {
    const problem = findStepOneProblem({
      ...where,
      lines,
      unavailable: collection.unavailable,
      delivered,
    });
    setStepOneProblem(problem);
    // How it is paid and received: the delivery's value limits, shown at the choice.
    const choiceProblem = problem ? null : choices.check('choices').fulfilment;
    const message = problem?.message ?? choiceProblem;
    if (message) toast.error(message);
    return !message;
  };

  const chooseBranch = (id: string) => {
    collection.chooseBranch(id);
    setStepOneProblem(null);
  };

  const chooseDay = (day: string) => {
    collection.chooseDay(day);
    if (stepOneProblem?.kind === 'collectionDate') setStepOneProblem(null);
  };

  /** The fields the server refused, each shown where the customer can fix it. */
  const markRefused = (error: ApiError) => {
    const refused = serverProblems(error.details ?? []);
    if (refused.branch !== null) setStepOneProblem({ kind: 'branch', message: refused.branch });
    const dayRefused =
      refused.collectionDate ??
      (error.code === 'COLLECTION_DAY_UNAVAILABLE' ? error.message : null);
    if (dayRefused !== null) {
      collection.setDayProblem(dayRefused);
      setStep(1);
    }
    const byLine: Record<string, string> = {};
    for (const [index, message] of Object.entries(refused.lines)) {
      const line = lines[Number(index)];
      if (line) byLine[line.id] = message;
    }
    setLineProblems(byLine);
    setErrors(refused.errors);
    dueDiligence.markRefused(error.details ?? []);
    const choiceErrors = serverCheckoutErrors(error.details ?? []);
    choices.setErrors(choiceErrors);
    if (choiceErrors.fulfilment ?? choiceErrors.payment ?? choiceErrors.buyBack) setStep(1);
  };

  const goToDetails = () => {
    if (checkStepOne()) setStep(2);
  };

  /** What the customer is told when the order was not placed. */
  const notPlaced = (error: unknown) => {
    if (isApiError(error) && error.code === 'RATES_STALE') {
      setSubmitError({ message: error.message, retry: true });
      toast.error(error.message);
    } else if (error instanceof RatesChangedError) {
      setRatesChanged({ quote: error.quote, changes: error.changes });
    } else if (isApiError(error) && error.code === 'PAYMENTS_UNAVAILABLE') {
      // Nothing was placed: the same order can be paid for a moment later, or in store.
      setSubmitError({ message: error.message, retry: true });
      toast.error(error.message);
    } else if (isApiError(error) && error.code === 'ORDER_LIMIT_REACHED') {
      setSubmitError({ message: error.message, retry: false });
      toast.error(error.message);
    } else if (fieldsRefused(error)) {
      // The branch's days or stock changed since they were read: read them again.
      if (error.code === 'COLLECTION_DAY_UNAVAILABLE' || error.code === 'CURRENCY_UNAVAILABLE') {
        void collection.branches.mutate();
      }
      markRefused(error);
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
    const choiceErrors = choices.check();
    const dueDiligenceProblem = dueDiligence.check();
    const first =
      Object.values(found)[0] ?? firstCheckoutError(choiceErrors) ?? dueDiligenceProblem;
    if (first) {
      toast.error(first);
      return;
    }
    if (hasCheckoutErrors(choiceErrors)) return;
    const buyBackOf = sellBack.sellBack?.orderNumber;
    const order = orderRequest(way, where, details, lines, {
      ...checkoutRequest(choices.checkout),
      ...dueDiligence.request(),
      ...(buyBackOf ? { buyBackOf } : {}),
    });
    setSubmitting(true);
    setSubmitError(null);
    setLineProblems({});
    try {
      const result = await placeOrder(order);
      if (result.checkout) {
        // Off to the hosted payment page: the cart, details and choices stay for the way back.
        const paying = { orderNumber: result.orderNumber, email: result.customer.email, way };
        savePaying({ ...paying, currency: lines[0]?.currency ?? result.lines[0]!.currency });
        browserLocation.assign(result.checkout.url);
        return;
      }
      clearCart(way);
      saveCheckout(null);
      if (buyBackOf) sellBack.stop();
      saveConfirmation(way, result);
      saveDetails(null);
      saveCollection(null);
      setPlaced(result);
      setStep(3);
      toast.success(`Order ${result.orderNumber} placed`);
      onPlaced?.();
    } catch (error) {
      notPlaced(error);
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
    saveConfirmation(way, null);
    setPlaced(null);
    setStep(1);
  };

  return {
    lines,
    currencies,
    collection,
    choices,
    delivered,
    dueDiligence,
    sellBack,
    requoteNotice,
    placed,
    step,
    setStep,
    chooseBranch,
    chooseDay,
    stepOneProblem,
    lineProblems,
    details,
    setDetails,
    errors,
    prefilled: prefill === 'filled',
    submitting,
    submitError,
    ratesChanged,
    dismissRatesChanged: () => setRatesChanged(null),
    goToDetails,
    submit,
    acceptNewPrices,
    startAgain,
  };
}

export type PurchaseFlowState = ReturnType<typeof usePurchaseFlow>;
