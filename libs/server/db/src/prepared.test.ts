import { describe, expect, it } from 'vitest';
import { runPrepared } from './prepared.ts';

/**
 * A stand-in for a drizzle select on node-postgres: preparing it yields the config drizzle hands to
 * `pg`; executing answers the name that config carries then (what PostgreSQL would prepare it under).
 */
function fakeQuery(text: string) {
  return {
    prepare: (name: string) => {
      const queryConfig = { name, text };
      const rawQueryConfig = { name, text };
      return {
        queryConfig,
        rawQueryConfig,
        execute: async () => {
          expect(rawQueryConfig.name).toBe(queryConfig.name);
          return queryConfig.name || '(unnamed)';
        },
      };
    },
  };
}

describe('runPrepared', () => {
  it('names a statement after its text: the same text the same name, another text another name', async () => {
    const a1 = await runPrepared(fakeQuery('select 1 where x = $1'));
    const a2 = await runPrepared(fakeQuery('select 1 where x = $1'));
    const b = await runPrepared(fakeQuery('select 1 where y = $1'));
    expect(a1).toMatch(/^q_[0-9a-f]{20}$/);
    expect(a2).toBe(a1);
    expect(b).not.toBe(a1);
  });

  it('runs unnamed once a thousand distinct texts are named (no unbounded statement cache)', async () => {
    const kept = await runPrepared(fakeQuery('select kept'));
    for (let i = 0; i < 1000; i++) await runPrepared(fakeQuery(`select ${i} as filler_${i}`));
    expect(await runPrepared(fakeQuery('select a brand new text'))).toBe('(unnamed)');
    // A text named before the limit keeps its name.
    expect(await runPrepared(fakeQuery('select kept'))).toBe(kept);
  });

  it('runs a query of a driver without a query config, or with configs without text (PGlite), as it is', async () => {
    const bare = { prepare: () => ({ execute: async () => 'ran' }) };
    expect(await runPrepared(bare)).toBe('ran');
    // drizzle's PGlite prepared query: row-mode configs, no SQL text in them.
    const queryConfig: { rowMode: string; name?: string } = { rowMode: 'array' };
    const rawQueryConfig: { rowMode: string; name?: string } = { rowMode: 'object' };
    const pglite = { prepare: () => ({ queryConfig, rawQueryConfig, execute: async () => 'ran' }) };
    expect(await runPrepared(pglite)).toBe('ran');
    expect(queryConfig.name).toBeUndefined();
  });
});
