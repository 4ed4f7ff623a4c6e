import type { SiteEditField, SiteEdits, SiteSettings } from '@fx/contracts';

/** The screen's name for each detail staff may change, in the order the form shows them. */
export const SITE_FIELD_LABELS: Record<SiteEditField, string> = {
  tagline: 'Tagline',
  facebook: 'Facebook page',
  instagram: 'Instagram page',
  x: 'X page',
  moneyTransfersUrl: 'Money transfer partner',
};

export type SiteFieldValues = Record<SiteEditField, string>;

/** The form's text for each detail, as the site shows it now ('' for a link not shown). */
export function valuesOf(site: SiteSettings): SiteFieldValues {
  return {
    tagline: site.brand.tagline,
    facebook: site.social.facebook ?? '',
    instagram: site.social.instagram ?? '',
    x: site.social.x ?? '',
    moneyTransfersUrl: site.moneyTransfersUrl ?? '',
  };
}

/** What the form says is wrong before anything is sent (the server checks again). */
export function problemsOf(values: SiteFieldValues): Partial<Record<SiteEditField, string>> {
  const problems: Partial<Record<SiteEditField, string>> = {};
  if (!values.tagline.trim()) problems.tagline = 'Please give a tagline';
  for (const field of ['facebook', 'instagram', 'x', 'moneyTransfersUrl'] as const) {
    const value = values[field].trim();
    if (value && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(value))
      problems[field] = 'Please give a full https:// address, or leave it empty to hide the link';
  }
  return problems;
}

/** Only what changed: an emptied link is null (hidden). */
export function editsBetween(before: SiteFieldValues, after: SiteFieldValues): SiteEdits {
  const edits: SiteEdits = {};
  for (const field of Object.keys(SITE_FIELD_LABELS) as SiteEditField[]) {
    const value = after[field].trim();
    if (value === before[field]) continue;
    if (field === 'tagline') edits.tagline = value;
    else edits[field] = value === '' ? null : value;
  }
  return edits;
}
