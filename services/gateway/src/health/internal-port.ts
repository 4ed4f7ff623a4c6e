import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Injectable } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { HealthService, Metrics } from '@fx/service-kit';

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

const json = (status: number, body: unknown): Answer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

/**
 * The gateway's internal port (HEALTH_PORT on HEALTH_HOST, loopback unless set), for the
 * orchestrator and Prometheus only, like every service's health port: `/health/live`,
 * `/health/ready` (the same answers as on the public port) and `/metrics`, which the public port
 * never serves. It closes with the app.
 */
@Injectable()
export class InternalPort implements OnApplicationShutdown {
  private server?: Server;

  constructor(
    private readonly health: HealthService,
    private readonly metrics: Metrics,
  ) {}

  /** Starts listening; resolves with the address (port 0 picks a free one). */
  async listen(port: number, host: string): Promise<AddressInfo> {
    const server = createServer((request, response) => void this.serve(request, response));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return server.address() as AddressInfo;
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let answer: Answer;
    try {
      const path = new URL(request.url ?? '/', 'http://internal').pathname;
      answer = await this.answer(request.method ?? 'GET', path);
    } catch {
      answer = json(500, { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' });
    }
    response.writeHead(answer.status, { 'content-type': answer.contentType });
    response.end(request.method === 'HEAD' ? undefined : answer.body);
  }

  private async answer(method: string, path: string): Promise<Answer> {
    switch (method === 'GET' || method === 'HEAD' ? path : '') {
      case '/health/live':
        return json(200, { status: 'up' });
      case '/health/ready': {
        const report = await this.health.report();
        return json(report.status === 'down' ? 503 : 200, report);
      }
      case '/metrics':
        return {
          status: 200,
          contentType: this.metrics.contentType,
          body: await this.metrics.text(),
        };
      default:
        return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server?.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
