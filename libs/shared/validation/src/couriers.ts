/**
 * The 7 express companies of DOMAIN.md §3, as stable codes. Labels live in the `validation` Lingui
 * catalog under `courier.<code>` (SF Express / 顺丰速运 …).
 */
export const COURIERS = ['sf', 'ems', 'zto', 'yto', 'sto', 'yunda', 'jd'] as const;

export type Courier = (typeof COURIERS)[number];

export function isCourier(value: string): value is Courier {
  return (COURIERS as readonly string[]).includes(value);
}

/** The Lingui message id of a courier's label. */
export function courierLabelId(courier: Courier): `courier.${Courier}` {
  return `courier.${courier}`;
}
