import { isValidElement } from 'react';
import type { ComponentProps, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Brand } from './brand';
import { Layout } from './layout';
import { Preheader } from './preheader';
import { toPlainText } from './plain-text';

type LayoutProps = ComponentProps<typeof Layout>;

/** Text no e-mail contains, put where the preview and the content go. */
const PREVIEW_SLOT = '\u0000preview\u0000';
const CONTENT_SLOT = '\u0000content\u0000';
/** A word no e-mail contains, in a paragraph where the content goes, for the frame's text. */
const TEXT_SLOT = 'fxframedcontentslot';

/**
 * The Layout's markup around its preview and its content ([before, between, after]), and its
 * plain text around the content's ([before, after]).
 */
interface Frame {
  markup: readonly [string, string, string];
  text: readonly [string, string];
}

const frames = new WeakMap<Brand, Map<string, Frame | null>>();

/**
 * The frame of every e-mail with this brand and title, rendered once: null if the Layout's
 * markup cannot be cut around its slots (then e-mails are rendered whole).
 */
function frameOf(brand: Brand, title: string): Frame | null {
  let byTitle = frames.get(brand);
  if (!byTitle) frames.set(brand, (byTitle = new Map<string, Frame | null>()));
  if (byTitle.has(title)) return byTitle.get(title)!;
  const markup = renderToStaticMarkup(
    <Layout brand={brand} preview={PREVIEW_SLOT} title={title}>
      {CONTENT_SLOT}
    </Layout>,
  );
  const preview = renderToStaticMarkup(<Preheader>{PREVIEW_SLOT}</Preheader>);
  const [before, rest, ...extraPreview] = markup.split(preview);
  const [between, after, ...extraContent] = (rest ?? '').split(CONTENT_SLOT);
  let frame: Frame | null = null;
  if (rest !== undefined && after !== undefined && !extraPreview.length && !extraContent.length) {
    const [textBefore, textAfter, ...extraText] = toPlainText(
      `${before}${preview}${between}<p>${TEXT_SLOT}</p>${after}`,
    ).split(TEXT_SLOT);
    if (textAfter !== undefined && !extraText.length)
      frame = { markup: [before!, between!, after], text: [textBefore!, textAfter] };
  }
  byTitle.set(title, frame);
  return frame;
}

/**
 * An e-mail's markup and its plain text. The Layout's frame (page, card, brand, title, footer)
 * depends only on the brand and the title, so it is rendered once per title and each e-mail renders
 * only its preview and its content into it: the frame was a third of the time rendering took. Its
 * text is converted once too, and html-to-text parses only each e-mail's content (0.27 -> 0.20 ms
 * per e-mail). Both are the same as for the whole tree (render.spec.ts says so for every template).
 */
export function framedEmail(body: ReactElement): { markup: string; text: string } {
  const frame =
    isValidElement<LayoutProps>(body) && body.type === Layout
      ? frameOf(body.props.brand, body.props.title)
      : null;
  if (!frame) {
    const markup = renderToStaticMarkup(body);
    return { markup, text: toPlainText(markup) };
  }
  const { preview, children } = (body as ReactElement<LayoutProps>).props;
  const content = renderToStaticMarkup(<>{children}</>);
  return {
    markup:
      frame.markup[0] +
      renderToStaticMarkup(<Preheader>{preview}</Preheader>) +
      frame.markup[1] +
      content +
      frame.markup[2],
    text: frame.text[0] + toPlainText(content) + frame.text[1],
  };
}
