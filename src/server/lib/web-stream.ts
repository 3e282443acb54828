import type { Readable } from 'node:stream';

// A Node stream sent as a response's body (a streamed export, decision record 085). Node 20's
// Readable.toWeb can enqueue a chunk after the browser has gone (the stream cancelled), which
// throws 'Controller is already closed' outside any request: an uncaught exception. Here each
// chunk is read only when the connection asks for one, so nothing is read ahead of it, and a
// cancel ends the source.

/** `source` as a web stream, read one chunk per pull; an error in `source` aborts the response. */
export function pulledWebStream(source: Readable): ReadableStream<Uint8Array> {
  const chunks: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel() {
      source.destroy();
    },
  });
}
