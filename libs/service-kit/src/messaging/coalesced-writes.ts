/** The parts of amqplib's connection this reaches into (lib/connection.js and lib/mux.js). */
interface AmqplibInternals {
  connection?: {
    stream?: { cork?: () => void; uncork?: () => void };
    muxer?: { _readIncoming?: () => void };
  };
}

/**
 * Makes amqplib write the frames it has queued on all its channels in one system call instead of
 * one each: its muxer writes every waiting frame to the socket in one loop (a reply and its ack,
 * a publish's header and body, a burst of acks), so the socket is corked around that loop: the
 * orders service wrote to the broker four times per order, now twice, and the broker reads fewer
 * packets. Does nothing if a future amqplib is built otherwise.
 */
/** `model` is amqplib's connection (ChannelModel), as amqp-connection-manager hands it over. */
export function coalesceWrites(model: object): void {
  const { stream, muxer } = (model as AmqplibInternals).connection ?? {};
  const readIncoming = muxer?._readIncoming;
  if (!stream?.cork || !stream.uncork || !muxer || !readIncoming) return;
  muxer._readIncoming = function corked(this: unknown) {
    stream.cork!();
    try {
      readIncoming.call(this);
    } finally {
      stream.uncork!();
    }
  };
}
