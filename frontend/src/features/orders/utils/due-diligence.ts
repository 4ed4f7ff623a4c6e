import type { DueDiligenceAnswers, DueDiligenceSettings, ErrorDetail } from '@fx/contracts';

/** What the order form asks at the order's size (issue 33): each threshold is the bureau's. */
export interface DueDiligenceNeeds {
  /** At or above the house threshold: photo ID and proof of address when collecting. */
  id: boolean;
  /** At or above GBP 10,000: cash across the border must be declared. */
  cashDeclaration: boolean;
  /** At or above the statutory threshold: the questions, the officer's approval, no delivery. */
  enhanced: boolean;
}

const atOrAbove = (totalGbp: string, thresholdGbp: string) =>
  Number(totalGbp) >= Number(thresholdGbp);

export function dueDiligenceNeeds(
  settings: DueDiligenceSettings,
  totalGbp: string,
): DueDiligenceNeeds {
  return {
    id: atOrAbove(totalGbp, settings.houseIdThresholdGbp),
    cashDeclaration: atOrAbove(totalGbp, settings.cashDeclarationGbp),
    enhanced: atOrAbove(totalGbp, settings.statutoryThresholdGbp),
  };
}

export const CASH_DECLARATION_NOTICE =
  'If you carry £10,000 or more in cash (in any currency) into or out of the UK, you must declare it to HM Revenue & Customs.';

export const APPROVAL_NOTICE =
  'For an order of this size the law asks us a few more questions, and our compliance team must approve the order before the branch accepts it. We will e-mail you when it is accepted.';

/** Why delivery is not offered at or above the statutory threshold. */
export const NO_DELIVERY_NOTICE =
  'Orders of this size need our compliance team’s approval and an ID check in the branch, so we cannot deliver them: please collect in branch.';

export const CARDHOLDER_DOB_NOTICE =
  'For this amount the card must be in your name and the delivery address must be the card’s billing address; we also need your date of birth.';

/** The questions as typed (selects start empty). */
export interface DueDiligenceForm {
  politicallyExposed: '' | 'yes' | 'no';
  politicalRole: string;
  sourceOfFunds: DueDiligenceAnswers['sourceOfFunds'] | '';
  sourceOfFundsDetail: string;
  nationality: string;
  countryOfResidence: string;
  dateOfBirth: string;
}

export const EMPTY_DUE_DILIGENCE: DueDiligenceForm = {
  politicallyExposed: '',
  politicalRole: '',
  sourceOfFunds: '',
  sourceOfFundsDetail: '',
  nationality: 'GB',
  countryOfResidence: 'GB',
  dateOfBirth: '',
};

export type DueDiligenceErrors = Partial<Record<keyof DueDiligenceForm | 'answers', string>>;

/** 18 years before `today` (YYYY-MM-DD, London): the latest date of birth taken. */
function latestAdultBirthday(today: string): string {
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  return `${String(year - 18).padStart(4, '0')}${rest}`;
}

/** The questions asked (`enhanced`), and the date of birth (`dateOfBirth`), checked as the server. */
export function dueDiligenceErrors(
  form: DueDiligenceForm,
  asked: { enhanced: boolean; dateOfBirth: boolean },
  today: string,
): DueDiligenceErrors {
  const errors: DueDiligenceErrors = {};
  if (asked.enhanced) {
    if (!form.politicallyExposed) {
      errors.politicallyExposed = 'Say whether you are a politically exposed person';
    } else if (form.politicallyExposed === 'yes' && !form.politicalRole.trim()) {
      errors.politicalRole = 'Tell us the role, and who holds it';
    }
    if (!form.sourceOfFunds) errors.sourceOfFunds = 'Choose where the money comes from';
    else if (form.sourceOfFunds === 'other' && !form.sourceOfFundsDetail.trim()) {
      errors.sourceOfFundsDetail = 'Tell us where the money comes from';
    }
    if (!form.nationality) errors.nationality = 'Choose your nationality';
    if (!form.countryOfResidence) errors.countryOfResidence = 'Choose your country of residence';
  }
  if (asked.dateOfBirth) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(form.dateOfBirth)) {
      errors.dateOfBirth = 'Enter your date of birth';
    } else if (form.dateOfBirth > latestAdultBirthday(today)) {
      errors.dateOfBirth = 'You must be 18 or over to order';
    }
  }
  return errors;
}

/** The answers as POST /orders takes them (`dueDiligence`). */
export function dueDiligenceAnswers(form: DueDiligenceForm): DueDiligenceAnswers {
  const exposed = form.politicallyExposed === 'yes';
  return {
    politicallyExposed: exposed,
    ...(exposed ? { politicalRole: form.politicalRole.trim() } : {}),
    sourceOfFunds: form.sourceOfFunds || 'other',
    ...(form.sourceOfFunds === 'other'
      ? { sourceOfFundsDetail: form.sourceOfFundsDetail.trim() }
      : {}),
    nationality: form.nationality,
    countryOfResidence: form.countryOfResidence,
  };
}

/**
 * What the server refused of the due diligence (a 422's details): `dueDiligence` itself (linked
 * orders took the customer over the threshold: the questions are asked) or one of its answers, and
 * `dateOfBirth`, each at its field.
 */
export function serverDueDiligenceErrors(details: readonly ErrorDetail[]): {
  errors: DueDiligenceErrors;
  ask: boolean;
} {
  const errors: DueDiligenceErrors = {};
  let ask = false;
  for (const { field, message } of details) {
    if (field === 'dateOfBirth') errors.dateOfBirth ??= message;
    const answer = /^dueDiligence(?:\.(\w+))?/.exec(field);
    if (!answer) continue;
    ask = true;
    const key = (answer[1] ?? 'answers') as keyof DueDiligenceErrors;
    errors[key in EMPTY_DUE_DILIGENCE ? key : 'answers'] ??= message;
  }
  return { errors, ask };
}
