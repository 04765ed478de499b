import { activateWebLocale } from '@procure/shared-i18n';
import { UiProvider } from '@procure/shared-ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AddressTable } from './address-table.tsx';
import { defaultAddress, invoiceAddress, sampleAddresses } from './testing/address-fixtures.ts';

beforeAll(() => activateWebLocale('zh-CN'));

describe('AddressTable', () => {
  it('disables Delete on the default address only, and deletes the others', async () => {
    const onDelete = vi.fn();
    const [defaultRow, otherRow] = [defaultAddress, invoiceAddress];
    render(
      <UiProvider>
        <AddressTable
          addresses={sampleAddresses}
          onEdit={vi.fn()}
          onSetDefault={vi.fn()}
          onDelete={onDelete}
        />
      </UiProvider>,
    );

    const defaultCells = within(screen.getByTestId(`address-row-${defaultRow.id}`));
    expect(defaultCells.getByRole('button', { name: '删除' })).toBeDisabled();
    expect(defaultCells.getByText('默认')).toBeInTheDocument();
    // A default address is already the default: no "set as default" on it.
    expect(defaultCells.queryByRole('button', { name: '设为默认' })).toBeNull();

    const otherCells = within(screen.getByTestId(`address-row-${otherRow.id}`));
    const deleteOther = otherCells.getByRole('button', { name: '删除' });
    expect(deleteOther).toBeEnabled();
    await userEvent.click(deleteOther);
    expect(onDelete).toHaveBeenCalledWith(otherRow);
  });
});
