import { ErrorPanel } from '@/components/ui/error-panel';

export function RatesError(props: { message: string; retrying: boolean; onRetry: () => void }) {
  return <ErrorPanel title="We couldn't load today's rates" {...props} />;
}
