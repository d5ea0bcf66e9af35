/** A Server-Sent Events reader for tests: fetch with a streamed body, parsed into events one at a time. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface EventStream {
  headers: Headers;
  /** The next event (comments and the retry line are skipped). */
  next(): Promise<SseEvent>;
  /** Resolves true when the server ends the stream. */
  ended: Promise<boolean>;
  close(): void;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: SseEvent[] = [];
  const waiters: ((e: SseEvent) => void)[] = [];
  let buffer = '';
  let resolveEnded: (v: boolean) => void = () => undefined;
  const ended = new Promise<boolean>((resolve) => (resolveEnded = resolve));

  function dispatch(block: string): void {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const i = line.indexOf(':');
      const field = i === -1 ? line : line.slice(0, i);
      const value = i === -1 ? '' : line.slice(i + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    const e = { id, event, data: data.join('\n') };
    const waiter = waiters.shift();
    if (waiter) waiter(e);
    else queue.push(e);
  }

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) !== -1) {
          dispatch(buffer.slice(0, at));
          buffer = buffer.slice(at + 2);
        }
      }
      resolveEnded(true);
    } catch {
      resolveEnded(false);
    }
  })();

  return {
    headers: res.headers,
    next() {
      const e = queue.shift();
      if (e) return Promise.resolve(e);
      return new Promise((resolve) => waiters.push(resolve));
    },
    ended,
    close() {
      controller.abort();
    },
  };
}
