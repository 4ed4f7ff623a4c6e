import SMTPConnection from 'nodemailer/lib/smtp-connection';

export interface SmtpServer {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
  timeoutMs: number;
  /** Connections kept open at most: one per mail worker, so a job never waits for one. */
  max: number;
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
      await new Promise<void>((resolve, reject) =>
        connection.send(envelope, message, (error) => (error ? reject(error) : resolve())),
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
    // An idle connection the server closes, or that times out, leaves the pool quietly.
    connection.on('error', () => this.drop(connection));
    connection.on('end', () => this.drop(connection));
    try {
      await new Promise<void>((resolve, reject) =>
        connection.connect((error) => (error ? reject(error) : resolve())),
      );
      if (auth) {
        await new Promise<void>((resolve, reject) =>
          connection.login(auth, (error) => (error ? reject(error) : resolve())),
        );
      }
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
