import { setSession } from '@procure/shared-api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { approvalKeys } from './approval-keys.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('approvalKeys', () => {
  it('roots tasks, counts and flows at the current tenant; an action invalidates counts with the tasks', () => {
    setSession({ token: 't', tenantId: 'tenant-a' });
    expect(approvalKeys.taskList({ state: 'pending' })).toEqual([
      'tenant',
      'tenant-a',
      'approval',
      'tasks',
      { state: 'pending' },
    ]);
    // waitCount lives under tasks(): invalidating the tasks refreshes the badge too.
    expect(approvalKeys.waitCount().slice(0, 4)).toEqual(approvalKeys.tasks());
    setSession({ token: 't', tenantId: 'tenant-b' });
    expect(approvalKeys.flowList(0)).toEqual(['tenant', 'tenant-b', 'approval', 'flows', 0]);
  });
});
