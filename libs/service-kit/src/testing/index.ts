// What the tests of every workspace import as '@fx/service-kit/testing'.
export { testUrls, randomSuffix, uniqueNamespace, serviceTestEnv } from './test-urls';
export { createTestDatabase } from './test-database';
export type { TestDatabase } from './test-database';
export { memoryLogger } from './memory-logger';
export { freePort } from './free-port';
export { TcpProxy } from './tcp-proxy';
export { eventually, waitForHttp } from './waiting';
export { EPHEMERAL, consumerQueueArguments, deleteQueues, queueTypeOf } from './queue-types';
export { bootServiceForTest } from './boot-service';
export { bootReplicas } from './replicas';
export {
  productionSiteEnv,
  siteSettingsRequired,
  envProblems,
  testClockOutcomes,
  TEST_CLOCK_REFUSED,
} from './site-settings';
export { AuthEmulator, forgeToken } from './auth-emulator';
export { startBuiltService } from './built-service';
export type { BuiltService } from './built-service';
export { OutboxProbe, outboxGauges, startBehindProxy } from './outbox-probe';
export type { OutboxRowState } from './outbox-probe';
export { ServiceProcesses } from './service-processes';
export type { OutboxService, ServiceInstance } from './service-processes';
export { SmtpInbox } from './smtp-inbox';
export { LocalPushService } from './local-push-service';
export type { TestSubscription } from './local-push-service';
export {
  steadyCollectionDay,
  steadyCollectionDayAt,
  steadyCollectionDayIn,
} from './collection-day';
export type { DayFor } from './collection-day';
export { parseMetrics, sampleValue } from './metric-samples';
export type { MetricSample } from './metric-samples';
export { OtlpReceiver } from './otlp-receiver';
export type { ReceivedSpan } from './otlp-receiver';
export { OtlpTestExporter } from './otlp-test-exporter';
export { FixedClock, testClock, testNowEnv } from './test-clock';
export { AT_EACH_INSTANT, BANK_HOLIDAYS, TEST_INSTANTS } from './instants';
export type { TestInstant } from './instants';
export { documentationDrift, noDocumentationDrift } from './documented-configuration';
export { runOnContainers, startOwnContainer } from './own-container';
export type { ContainerKind, OwnContainer } from './own-container';
