import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';

export type AccordionItem = { id: string; title: string; content: ReactNode };

/**
 * An accordion (WAI-ARIA pattern) with at most one panel open: each header is a button inside a
 * heading, with aria-expanded and aria-controls. Enter or Space toggles it; Arrow Down / Up move
 * to the next / previous header (wrapping), Home and End to the first and last.
 */
export function Accordion({
  items,
  headingLevel = 2,
  defaultOpenId = null,
  className,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  defaultOpenId?: string | null;
  className?: string;
}) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = `h${headingLevel}` as const;

  const focusAt = (index: number) => {
    buttonRefs.current[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      default:
        break;
    }
  };

  return (
    <div className={['accordion', className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={`accordion__item${open ? ' accordion__item--open' : ''}`}>
            <Heading className="accordion__heading">
              <button
                ref={(element) => {
                  buttonRefs.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon size={20} className="accordion__chevron" />
              </button>
            </Heading>
            {/* A section named by its button is a region, as the accordion pattern has it. */}
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!open}
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
