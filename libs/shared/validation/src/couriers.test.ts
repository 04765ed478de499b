import { describe, expect, it } from 'vitest';
import { COURIERS, courierLabelId, isCourier } from './couriers.ts';

describe('COURIERS', () => {
  it('holds the 7 express companies of DOMAIN.md §3 as stable codes', () => {
    expect(COURIERS).toEqual(['sf', 'ems', 'zto', 'yto', 'sto', 'yunda', 'jd']);
  });
  it('recognises only those codes and names their label ids', () => {
    expect(isCourier('jd')).toBe(true);
    expect(isCourier('JD')).toBe(false);
    expect(courierLabelId('sf')).toBe('courier.sf');
  });
});
