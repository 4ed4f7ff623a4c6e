import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { TOAST_DURATION_MS, ToastProvider, useToast } from '@/components/ui/toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('User logged in')}>Success</Button>
      <Button onClick={() => toast.error('Something went wrong')}>Failure</Button>
    </>
  );
}

/**
 * Fake timers with fireEvent: Testing Library's async helpers wait on a real setTimeout, which
 * never fires under vitest's fake timers.
 */
function setup() {
  vi.useFakeTimers();
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
  const events = {
    click: (element: HTMLElement) => fireEvent.click(element),
    hover: (element: HTMLElement) => fireEvent.mouseEnter(element),
    unhover: (element: HTMLElement) => fireEvent.mouseLeave(element),
  };
  return { events };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('notifications', () => {
  it('announce politely and disappear after 5 seconds', async () => {
    const { events } = setup();

    events.click(screen.getByRole('button', { name: 'Success' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('User logged in');
    expect(toast).toHaveAttribute('aria-live', 'polite');

    await act(async () => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 10);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(10);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('show errors as alerts, stack several, and close with their button', async () => {
    const { events } = setup();

    events.click(screen.getByRole('button', { name: 'Success' }));
    events.click(screen.getByRole('button', { name: 'Failure' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('status')).toHaveTextContent('User logged in');

    const [first] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    events.click(first as HTMLElement);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('wait while the pointer is over them, so they can be read', async () => {
    const { events } = setup();
    events.click(screen.getByRole('button', { name: 'Success' }));

    events.hover(screen.getByRole('status'));
    await act(async () => {
      vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();

    events.unhover(screen.getByRole('status'));
    await act(async () => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
