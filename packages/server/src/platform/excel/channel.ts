/**
 * A hand-over from a producer that pushes (an import's sink, a chunk of results at a time) to a consumer that pulls
 * (an xlsx writer reading batches): `add` resolves once the consumer has taken the batch, so at most one batch waits
 * between them and memory stays flat. `close` ends the consumer's loop; a consumer that stops early (its loop broke
 * or threw) makes every later `add` reject, so the producer never waits for nobody.
 */
export interface Channel<T> extends AsyncIterable<T> {
  add(item: T): Promise<void>;
  close(): void;
  /** Ends the consumer's loop with `error` (the producer failed: what it was writing must not be kept). */
  fail(error: Error): void;
}

export function channel<T>(): Channel<T> {
  let waiting: { item: T; taken: () => void; refused: (error: Error) => void } | undefined;
  let reader: ((next: IteratorResult<T>) => void) | undefined;
  let closed = false;
  let gone = false;
  let failure: Error | undefined;
  let rejectReader: ((error: Error) => void) | undefined;
  const goneError = () => new Error('the reader of the channel stopped');

  const take = (): Promise<IteratorResult<T>> => {
    if (waiting) {
      const { item, taken } = waiting;
      waiting = undefined;
      taken();
      return Promise.resolve({ value: item, done: false });
    }
    if (failure) return Promise.reject(failure);
    if (closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => {
      reader = resolve;
      rejectReader = reject;
    });
  };

  return {
    add(item) {
      if (gone) return Promise.reject(goneError());
      if (closed) return Promise.reject(new Error('the channel is closed'));
      if (reader) {
        const resolve = reader;
        reader = undefined;
        resolve({ value: item, done: false });
        return Promise.resolve();
      }
      return new Promise((taken, refused) => {
        waiting = { item, taken, refused };
      });
    },
    close() {
      closed = true;
      if (reader) {
        const resolve = reader;
        reader = undefined;
        resolve({ value: undefined, done: true });
      }
    },
    fail(error) {
      failure = error;
      closed = true;
      if (reader) {
        reader = undefined;
        rejectReader?.(error);
      }
    },
    [Symbol.asyncIterator]() {
      return {
        next: take,
        return() {
          gone = true;
          waiting?.refused(goneError());
          waiting = undefined;
          return Promise.resolve({ value: undefined, done: true });
        },
      };
    },
  };
}
