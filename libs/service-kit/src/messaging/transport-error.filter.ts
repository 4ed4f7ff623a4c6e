import { Catch } from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { throwError } from 'rxjs';
import type { Observable } from 'rxjs';

/**
 * The last filter a message handler's error meets, in place of Nest's own (which answers every
 * error that is not an RpcException with "Internal server error"): it hands the error on as it was
 * thrown, so the transport replies with a DomainError's code, message and details, answers 503 for
 * a dependency that failed, and retries or dead-letters an event by what went wrong. As a global
 * filter it is consulted after the filters of the method and of the controller (and after global
 * ones registered later), so those still apply. Over HTTP it does what Nest does with no filter.
 */
@Catch()
export class TransportErrorFilter extends BaseExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): Observable<never> | void {
    if (host.getType() === 'rpc') return throwError(() => exception);
    super.catch(exception, host);
  }
}
