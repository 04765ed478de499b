import { ERROR_CODES } from '@procure/shared-codes';
import { findRegion } from '@procure/shared-regions';
import { newId, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import {
  clearDefault,
  countOfType,
  deleteAddress,
  findAddress,
  insertAddress,
  latestOfType,
  listAddresses,
  lockOwner,
  markDefault,
  updateAddress,
  type AddressRow,
  type Owner,
} from './queries.ts';
import type { Address, AddressInput } from './wire.ts';

// Invariant kept by every write: each address type the owner uses has exactly one default, and the
// default cannot be deleted (only replaced with "set default").

export function toWire(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    regionCode: row.regionCode,
    provinceName: row.provinceName,
    cityName: row.cityName,
    areaName: row.areaName,
    street: row.street,
    address: row.address,
    addressType: row.addressType,
    isDefault: row.isDefault,
    nodispose: row.isDefault,
  };
}

const notFound = () => new AppError(404, ERROR_CODES.commonNotFound);

export async function listOwnAddresses(tx: Db, owner: Owner): Promise<Address[]> {
  return (await listAddresses(tx, owner)).map(toWire);
}

export async function saveAddress(tx: Db, owner: Owner, input: AddressInput): Promise<Address> {
  const region = findRegion(input.regionCode);
  if (!region) throw fieldError('regionCode', 'validation.regionCode');
  const type = input.addressType;
  const values = {
    name: input.name,
    phone: input.phone,
    email: input.email,
    regionCode: input.regionCode,
    provinceName: region.province.name,
    cityName: region.city.name,
    areaName: region.area.name,
    street: input.street ?? null,
    address: input.address,
    addressType: type,
  };
  await lockOwner(tx, owner);

  if (!input.id) {
    // The first address of a type becomes its default.
    const isDefault = input.isDefault === true || (await countOfType(tx, owner, type)) === 0;
    if (isDefault) await clearDefault(tx, owner, type);
    return toWire(await insertAddress(tx, owner, { ...values, id: newId(), isDefault }));
  }

  const existing = await findAddress(tx, owner, input.id);
  if (!existing) throw notFound();
  const typeChanged = existing.addressType !== type;
  const targetEmpty = typeChanged && (await countOfType(tx, owner, type)) === 0;
  // A default stays the default of its type (un-defaulting happens by choosing another one).
  const isDefault = input.isDefault === true || targetEmpty || (existing.isDefault && !typeChanged);
  if (isDefault) await clearDefault(tx, owner, type, existing.id);
  const saved = await updateAddress(tx, owner, existing.id, { ...values, isDefault });
  if (!saved) throw notFound();
  if (typeChanged && existing.isDefault) {
    // The old type lost its default: the most recently changed address left there takes over.
    const successor = await latestOfType(tx, owner, existing.addressType);
    if (successor) await markDefault(tx, owner, successor.id);
  }
  return toWire(saved);
}

export async function removeAddress(tx: Db, owner: Owner, id: string): Promise<void> {
  await lockOwner(tx, owner);
  const existing = await findAddress(tx, owner, id);
  if (!existing) throw notFound();
  if (existing.isDefault) throw new AppError(422, ERROR_CODES.addressDefaultNotDeletable);
  await deleteAddress(tx, owner, id);
}

export async function setDefaultAddress(tx: Db, owner: Owner, id: string, type: number): Promise<Address> {
  await lockOwner(tx, owner);
  const existing = await findAddress(tx, owner, id);
  // An address of another type is not among the addresses of `type`: same answer as absent.
  if (!existing || existing.addressType !== type) throw notFound();
  await clearDefault(tx, owner, type, id);
  const saved = await markDefault(tx, owner, id);
  if (!saved) throw notFound();
  return toWire(saved);
}
