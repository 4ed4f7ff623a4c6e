/** The longest preview inboxes show; the rest of the room is filled so no body text shows. */
const PREHEADER_MAX_LENGTH = 150;
/** Characters that show as nothing: after the preview, so the inbox does not add the body's text. */
const FILLER = '\u00a0\u200c\u200b\u200d\u200e\u200f\ufeff';

/** The page's background: the preheader's text, if a client showed the box, would not show. */
export const PAGE_BACKGROUND = '#f4f6f8';

/**
 * How the preheader hides, each client by one of these at least (email-support.spec.ts checks it
 * against caniemail's data for Gmail, Outlook and Apple Mail):
 * - display:none, for all but Gmail's mobile web client, which drops it (and opacity, so this
 *   preheader has none);
 * - max-height:0 with overflow:hidden (and 1px text the colour of the page), which Gmail's mobile
 *   web client keeps;
 * - mso-hide:all, Outlook for Windows's own property (its Word engine honours display:none only
 *   partly), which caniemail does not list.
 */
export const PREHEADER_STYLE = {
  display: 'none',
  maxHeight: 0,
  maxWidth: 0,
  overflow: 'hidden',
  fontSize: '1px',
  lineHeight: '1px',
  color: PAGE_BACKGROUND,
  msoHide: 'all',
} as const;

/**
 * The line inboxes show after the subject, hidden in the e-mail itself, and out of its plain
 * text (react-email's conversion skips data-skip-in-text). It replaces react-email's <Preview>,
 * whose display:none and opacity Gmail's mobile web client and Outlook for Windows ignore.
 */
export function Preheader({ children }: { children: string }) {
  const text = children.slice(0, PREHEADER_MAX_LENGTH);
  return (
    <div style={PREHEADER_STYLE} data-skip-in-text="true">
      {text}
      {FILLER.repeat(Math.max(0, PREHEADER_MAX_LENGTH - text.length))}
    </div>
  );
}
