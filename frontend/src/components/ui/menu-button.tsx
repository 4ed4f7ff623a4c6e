import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';

export type MenuItem =
  | {
      kind: 'link';
      label: string;
      to: string;
      onSelect?: (() => void) | undefined;
      icon?: ReactNode;
    }
  | { kind: 'action'; label: string; onSelect: () => void; icon?: ReactNode };

/**
 * A menu button (WAI-ARIA pattern): Enter, Space or Arrow Down open the menu on its first item,
 * Arrow Up on its last; inside, the arrow keys, Home and End move, Escape closes and gives focus
 * back to the button, Tab closes and moves on; a click outside closes it.
 */
export function MenuButton({
  label,
  menuLabel,
  button,
  header,
  items,
  className,
  align = 'end',
  direction = 'down',
}: {
  /** The accessible name of the button. */
  label: string;
  /** The accessible name of the menu itself. */
  menuLabel: string;
  /** What the button shows (it has `label` as its name). */
  button: ReactNode;
  /** Text shown above the items (not an item itself). */
  header?: ReactNode;
  items: MenuItem[];
  className?: string;
  align?: 'start' | 'end';
  direction?: 'down' | 'up';
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const menuId = useId();

  // Focus follows the index once the menu is on screen.
  useLayoutEffect(() => {
    if (open && focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  const openAt = (index: number) => {
    setOpen(true);
    setFocusIndex((index + items.length) % items.length);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setFocusIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = focusIndex ?? 0;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        openAt(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        openAt(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        openAt(0);
        break;
      case 'End':
        event.preventDefault();
        openAt(items.length - 1);
        break;
      case 'Escape':
        // Closes only the menu, not a dialog (the mobile drawer) it sits in.
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  };

  return (
    <div
      ref={rootRef}
      className={['menu', `menu--${align}`, `menu--${direction}`, className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <button
        ref={buttonRef}
        type="button"
        className="menu__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {button}
      </button>
      {open ? (
        <div className="menu__popup">
          {header ? <div className="menu__header">{header}</div> : null}
          <ul
            id={menuId}
            className="menu__list"
            role="menu"
            aria-label={menuLabel}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item, index) => {
              const ref = (element: HTMLElement | null) => {
                itemRefs.current[index] = element;
              };
              const content = (
                <>
                  {item.icon}
                  <span>{item.label}</span>
                </>
              );
              return (
                <li key={item.label} role="none">
                  {item.kind === 'link' ? (
                    <Link
                      ref={ref}
                      to={item.to}
                      role="menuitem"
                      tabIndex={-1}
                      className="menu__item"
                      onClick={() => {
                        close(false);
                        item.onSelect?.();
                      }}
                    >
                      {content}
                    </Link>
                  ) : (
                    <button
                      ref={ref}
                      type="button"
                      role="menuitem"
                      tabIndex={-1}
                      className="menu__item"
                      onClick={() => {
                        close(false);
                        item.onSelect();
                      }}
                    >
                      {content}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
