import { quoteTopic, type PushQuote, type PushUserEvent, type PushUserEventData } from '@app/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { pushClient, type PushState } from './client.ts';

/**
 * Live quotes from the push socket, kept per code outside React so that one tick
 * re-renders only the rows whose instrument moved.
 */
const latest = new Map<string, PushQuote>();
const listeners = new Map<string, Set<() => void>>();
let wired = false;

function wire(): void {
  if (wired) return;
  wired = true;
  pushClient().onQuotes((quotes) => {
    for (const quote of quotes) {
      const before = latest.get(quote.stock_code);
      if (before && before.time > quote.time) continue;
      latest.set(quote.stock_code, quote);
      for (const listener of listeners.get(quote.stock_code) ?? []) listener();
    }
  });
}

function listen(code: string, listener: () => void): () => void {
  let set = listeners.get(code);
  if (!set) listeners.set(code, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (!set.size) listeners.delete(code);
  };
}

/** The last pushed quote of a code (undefined until one arrives). */
export function latestQuote(code: string): PushQuote | undefined {
  return latest.get(code);
}

/** Subscribes these codes' quote topics while the component is mounted (reference counted). */
export function useLiveQuotes(codes: readonly string[]): void {
  const key = [...new Set(codes)].sort().join('\n');
  useEffect(() => {
    if (!key) return;
    wire();
    return pushClient().acquire(key.split('\n').map(quoteTopic));
  }, [key]);
}

/**
 * Subscribes public topics (PUSH_TOPICS, e.g. auctionTopic(code)) while the component is
 * mounted and hands each update to `onData` (the latest one given).
 */
export function useLiveTopics(topics: readonly string[], onData: (topic: string, data: unknown) => void): void {
  const key = [...new Set(topics)].sort().join('\n');
  const handler = useRef(onData);
  useEffect(() => {
    handler.current = onData;
  });
  useEffect(() => {
    if (!key) return;
    const list = key.split('\n');
    const client = pushClient();
    const offs = list.map((topic) => client.onTopic(topic, (data) => handler.current(topic, data)));
    const release = client.acquire(list);
    return () => {
      release();
      for (const off of offs) off();
    };
  }, [key]);
}

/** The last pushed quote of one code; re-renders when it changes. Does not subscribe: pair with useLiveQuotes. */
export function useLiveQuote(code: string | undefined): PushQuote | undefined {
  return useSyncExternalStore(
    (onChange) => (code ? listen(code, onChange) : () => {}),
    () => (code ? latest.get(code) : undefined),
  );
}

/**
 * A REST quote with the pushed fields laid over it when the push is newer. Keeps the
 * object identity when nothing applies, so memoised children do not re-render.
 */
export function withLive<T extends { time: number }>(quote: T, live: PushQuote | undefined): T {
  if (!live || live.time < quote.time) return quote;
  return { ...quote, ...live };
}

/** Runs `handler` on each private user event of this name while mounted. */
export function usePushEvent<E extends PushUserEvent>(event: E, handler: (data: PushUserEventData<E>) => void, enabled = true): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return pushClient().onEvent(event, (data) => ref.current(data as PushUserEventData<E>));
  }, [event, enabled]);
}

/** Connection state, for a small "reconnecting" hint. */
export function usePushState(): PushState {
  return useSyncExternalStore(
    (onChange) => pushClient().onState(onChange),
    () => pushClient().state,
  );
}
