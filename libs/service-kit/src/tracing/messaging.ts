import { NO_INSTRUMENTATION } from '../messaging/instrumentation';
import type { MessagingInstrumentation } from '../messaging/instrumentation';

/**
 * What traces see of the message bus. PLACEHOLDER until the tracing work lands: it sees nothing.
 * (The tracing helper replaces this with W3C trace context on every message.)
 */
export const TRACING_INSTRUMENTATION: MessagingInstrumentation = NO_INSTRUMENTATION;
