import { describe, expect, it } from 'vitest';
import { badgeText, containsActive, flattenMenu, isMenuItemActive } from './nav-menu.ts';
import type { NavMenuItem } from './nav-menu.ts';

const leaf = (code: string, path?: string): NavMenuItem => ({ code, label: code, path, children: [] });
const home = leaf('homepage', '/');
const orders = leaf('orders', '/procurement/orders');
const group: NavMenuItem = {
  code: 'procurement',
  label: 'p',
  children: [orders, leaf('cart', '/procurement/cart')],
};

describe('isMenuItemActive', () => {
  it('matches the path and the pages below it, but not a sibling with the same prefix', () => {
    expect(isMenuItemActive(orders, '/procurement/orders', [])).toBe(true);
    expect(isMenuItemActive(orders, '/procurement/orders/detail/1', [])).toBe(true);
    expect(isMenuItemActive(orders, '/procurement/ordersArchive', [])).toBe(false);
  });

  it('matches the home entry only on the home page', () => {
    expect(isMenuItemActive(home, '/', [])).toBe(true);
    expect(isMenuItemActive(home, '/procurement/orders', [])).toBe(false);
  });

  it('follows the route meta activeMenu codes', () => {
    expect(isMenuItemActive(orders, '/somewhere/else', ['orders'])).toBe(true);
    expect(containsActive(group, '/somewhere/else', ['cart'])).toBe(true);
    expect(containsActive(group, '/somewhere/else', [])).toBe(false);
  });

  it("lets the route meta decide alone: a page below another entry's path highlights only its own entry", () => {
    const suppliers = leaf('vendorList', '/vendor');
    const plans = leaf('vendorPerformancePlan', '/vendor/performance/plan');
    const route = '/vendor/performance/plan/detail/1';
    expect(isMenuItemActive(suppliers, route, ['vendorPerformancePlan'])).toBe(false);
    expect(isMenuItemActive(plans, route, ['vendorPerformancePlan'])).toBe(true);
    expect(isMenuItemActive(suppliers, route, [])).toBe(true);
  });
});

describe('menu helpers', () => {
  it('caps the approval badge at 99+', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('flattens the tree to the entries that open a page', () => {
    expect(flattenMenu([home, group]).map((i) => i.code)).toEqual(['homepage', 'orders', 'cart']);
  });

  it('lists a page under two groups once', () => {
    const setting: NavMenuItem = {
      code: 'setting',
      label: 's',
      children: [leaf('settingPayment', '/setting/payment')],
    };
    const finance: NavMenuItem = {
      code: 'finance',
      label: 'f',
      children: [leaf('financePaymentSetting', '/setting/payment'), orders],
    };
    expect(flattenMenu([setting, finance]).map((i) => i.code)).toEqual(['settingPayment', 'orders']);
  });
});

describe('activeMenu in a nested tree', () => {
  const supplierList = leaf('supplierList', '/supplier/list');
  const archive: NavMenuItem = { code: 'supplierArchive', label: 'a', children: [supplierList] };
  const deep: NavMenuItem = { code: 'supplierManagement', label: 's', children: [archive] };

  it('highlights a leaf two levels down and opens every group above it', () => {
    const route = '/supplier/detail/42';
    expect(isMenuItemActive(supplierList, route, ['supplierList'])).toBe(true);
    expect(containsActive(archive, route, ['supplierList'])).toBe(true);
    expect(containsActive(deep, route, ['supplierList'])).toBe(true);
    expect(containsActive(deep, route, ['somethingElse'])).toBe(false);
  });
});
