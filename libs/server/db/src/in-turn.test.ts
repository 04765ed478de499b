import { describe, expect, it } from 'vitest';
import { inTurn } from './in-turn.ts';

/** A lazy thenable like a drizzle query: it starts only when awaited. */
function lazy<T>(value: T, log: string[], name: string): PromiseLike<T> {
  return {
    then(resolve, reject) {
      log.push(`start ${name}`);
      return new Promise<T>((done) => setTimeout(() => done(value), 5))
        .then((v) => {
          log.push(`end ${name}`);
          return v;
        })
        .then(resolve, reject);
    },
  };
}

describe('inTurn', () => {
  it('runs lazy queries one after another and keeps their order', async () => {
    const log: string[] = [];
    const [a, b] = await inTurn([lazy(1, log, 'a'), lazy('two', log, 'b')]);
    expect([a, b]).toEqual([1, 'two']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
