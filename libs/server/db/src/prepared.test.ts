import { describe, expect, it } from 'vitest';
import { runPrepared } from './prepared.ts';

/** A stand-in for a drizzle select: records the name it was prepared under. */
function fakeQuery(text: string, calls: string[]) {
  return {
    toSQL: () => ({ sql: text }),
    prepare: (name: string) => ({ execute: async () => (calls.push(name), name) }),
    execute: async () => (calls.push('(unprepared)'), '(unprepared)'),
  };
}

describe('runPrepared', () => {
  it('names a statement after its text: the same text the same name, another text another name', async () => {
    const calls: string[] = [];
    const a1 = await runPrepared(fakeQuery('select 1 where x = $1', calls));
    const a2 = await runPrepared(fakeQuery('select 1 where x = $1', calls));
    const b = await runPrepared(fakeQuery('select 1 where y = $1', calls));
    expect(a1).toMatch(/^q_[0-9a-f]{20}$/);
    expect(a2).toBe(a1);
    expect(b).not.toBe(a1);
  });

  it('runs unprepared once a thousand distinct texts are named (no unbounded statement cache)', async () => {
    const calls: string[] = [];
    const kept = await runPrepared(fakeQuery('select kept', calls));
    for (let i = 0; i < 1000; i++) await runPrepared(fakeQuery(`select ${i} as filler_${i}`, calls));
    expect(await runPrepared(fakeQuery('select a brand new text', calls))).toBe('(unprepared)');
    // A text named before the limit keeps its name.
    expect(await runPrepared(fakeQuery('select kept', calls))).toBe(kept);
  });
});
