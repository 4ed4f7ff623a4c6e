import { Preview } from '@react-email/components';
import { isValidElement } from 'react';
import type { ComponentProps, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Brand } from './brand';
import { Layout } from './layout';

type LayoutProps = ComponentProps<typeof Layout>;

/** Text no e-mail contains, put where the preview and the content go. */
const PREVIEW_SLOT = '\u0000preview\u0000';
const CONTENT_SLOT = '\u0000content\u0000';

/** The Layout's markup around its preview and its content: [before, between, after]. */
type Frame = readonly [string, string, string];

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
  const preview = renderToStaticMarkup(<Preview>{PREVIEW_SLOT}</Preview>);
  const [before, rest, ...extraPreview] = markup.split(preview);
  const [between, after, ...extraContent] = (rest ?? '').split(CONTENT_SLOT);
  const frame: Frame | null =
    rest !== undefined && after !== undefined && !extraPreview.length && !extraContent.length
      ? [before!, between!, after]
      : null;
  byTitle.set(title, frame);
  return frame;
}

/**
 * An e-mail's markup. The Layout's frame (page, card, brand, title, footer) depends only on the
 * brand and the title, so it is rendered once per title and each e-mail renders only its preview
 * and its content into it: the frame was a third of the time rendering took. The markup is the
 * same as rendering the whole tree (render.spec.ts says so for every template).
 */
export function framedMarkup(body: ReactElement): string {
  if (!isValidElement<LayoutProps>(body) || body.type !== Layout) {
    return renderToStaticMarkup(body);
  }
  const { brand, preview, title, children } = body.props;
  const frame = frameOf(brand, title);
  if (!frame) return renderToStaticMarkup(body);
  return (
    frame[0] +
    renderToStaticMarkup(<Preview>{preview}</Preview>) +
    frame[1] +
    renderToStaticMarkup(<>{children}</>) +
    frame[2]
  );
}
