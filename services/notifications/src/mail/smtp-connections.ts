import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { skipEscapingWhenUnneeded } from './smtp-data-stream';

export interface SmtpServer {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
  timeoutMs: number;
  /** Connections kept open at most: one per mail worker, so a job never waits for one. */
  max: number;
}

/** The part of nodemailer's SMTPConnection this reaches into (smtp-connection/index.js). */
interface SmtpConnectionInternals {
  _socket?: { cork?: () => void; uncork?: () => void };
  _processResponse?: () => unknown;
}

/**
 * Makes the connection answer a server's reply in one write: on the 354 that invites the message,
 * nodemailer writes the message and then its closing dot in two system calls. The socket is corked
 * while a reply is handled (replies that came in one packet are handled one per event-loop turn)
 * and uncorked on the next tick, after the message stream (piped to
 * the socket on a tick of its own) has flowed. Does nothing if a future nodemailer is built
 * otherwise.
 */
function coalesceWrites(connection: SMTPConnection): void {
  const internals = connection as unknown as SmtpConnectionInternals;
  const processResponse = internals._processResponse;
  if (typeof processResponse !== 'function') return;
  internals._processResponse = function corked(this: SmtpConnectionInternals) {
    // The socket of the moment: STARTTLS replaces it.
    const socket = this._socket;
    socket?.cork?.();
    try {
      return processResponse.call(this);
    } finally {
      process.nextTick(() => socket?.uncork?.());
    }
  };
}

/**
 * Runs one step on a connection until its callback answers, or the connection fails or ends
 * first. SMTPConnection reports a refused or lost connection as an 'error' event, never to the
 * step's callback (connect's callback is called on success only): without this, a send to an
 * SMTP server that is down would wait for ever, and its worker with it.
 */
function settled(
  connection: SMTPConnection,
  step: (done: (error?: Error | null) => void) => void,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => finish(error);
    // A refused connection ends before it reports its error: the error, more telling, goes first.
    const ended = () =>
      setImmediate(() => finish(new Error('The SMTP server closed the connection')));
    function finish(error?: Error | null) {
      connection.removeListener('error', failed);
      connection.removeListener('end', ended);
      if (error) reject(error);
      else resolve();
    }
    connection.once('error', failed);
    connection.once('end', ended);
    step(finish);
  });
}

/**
 * Open SMTP connections (nodemailer's SMTPConnection), reused from one message to the next:
 * opening one costs about 100 ms here, sending on an open one a fraction of a millisecond. A
 * connection that failed, timed out or was closed by the server is dropped, never reused.
 * (nodemailer's own pool cost three times as much CPU per message as the connection below it.)
 */
export class SmtpConnections {
  private readonly idle: SMTPConnection[] = [];

  constructor(private readonly server: SmtpServer) {}

  /** Sends a whole message on an open connection (a new one if none is free). */
  async send(envelope: SMTPConnection.Envelope, message: Buffer): Promise<void> {
    const connection = this.idle.pop() ?? (await this.connect());
    try {
      await settled(connection, (done) =>
        connection.send(envelope, message, (error) => done(error)),
      );
    } catch (error) {
      this.drop(connection);
      throw error;
    }
    if (connection.destroyed || this.idle.length >= this.server.max) this.drop(connection);
    else this.idle.push(connection);
  }

  close(): void {
    for (const connection of this.idle.splice(0)) connection.quit();
  }

  private async connect(): Promise<SMTPConnection> {
    const { host, port, secure, auth, timeoutMs } = this.server;
    const connection = new SMTPConnection({
      host,
      port,
      secure,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    coalesceWrites(connection);
    skipEscapingWhenUnneeded(connection);
    // An idle connection the server closes, or that times out, leaves the pool quietly.
    connection.on('error', () => this.drop(connection));
    connection.on('end', () => this.drop(connection));
    try {
      await settled(connection, (done) => connection.connect(() => done()));
      if (auth) await settled(connection, (done) => connection.login(auth, (error) => done(error)));
    } catch (error) {
      this.drop(connection);
      throw error;
    }
    return connection;
  }

  private drop(connection: SMTPConnection): void {
    const index = this.idle.indexOf(connection);
    if (index >= 0) this.idle.splice(index, 1);
    if (!connection.destroyed) connection.close();
  }
}
