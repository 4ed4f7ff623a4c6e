import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';

/** "We couldn't load …": what failed, the reason, and a Try again button that shows its progress. */
export function ErrorPanel({
  title,
  message,
  retrying,
  onRetry,
  headingLevel = 2,
  className,
}: {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={`state-panel state-panel--error${className ? ` ${className}` : ''}`}
      role="alert"
    >
      <span className="state-panel__icon">
        <AlertIcon size={24} />
      </span>
      <Heading className="state-panel__title">{title}</Heading>
      <p className="state-panel__text">{message}</p>
      <Button onClick={onRetry} aria-busy={retrying || undefined} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  );
}

/** What a failed SWR read gives ErrorPanel: the error's message, and Try again as a refetch. */
export function retryProps(read: {
  error?: { message: string } | undefined;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
}): { message: string; retrying: boolean; onRetry: () => void } {
  return {
    message: read.error?.message ?? '',
    retrying: read.isValidating,
    onRetry: () => void read.mutate(),
  };
}
