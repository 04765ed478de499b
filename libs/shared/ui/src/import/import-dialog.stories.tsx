import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ImportDialog } from './import-dialog.tsx';
import type { ImportOutcome } from './import-dialog.tsx';

/** A fake server: a file whose name contains "bad" comes back with row errors, any other imports 3 rows. */
async function fakeUpload(file: File): Promise<ImportOutcome> {
  await new Promise((resolve) => setTimeout(resolve, 30));
  if (file.name.includes('bad')) {
    return {
      errors: [
        { row: 3, column: '金额', message: '请输入数字' },
        { row: 5, column: 'Cost centre', message: 'This field is required' },
      ],
    };
  }
  return { imported: 3 };
}

const xlsx = (name: string) =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function Example() {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t`Import budgets`}</Button>
      <ImportDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Import budgets`}
        templateFileName="budgets.xlsx"
        downloadTemplate={async () => new Blob(['PK'])}
        onUpload={fakeUpload}
      />
    </>
  );
}

const meta = {
  title: 'Shared/UI/ImportDialog',
  component: Example,
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = () => screen.getByTestId('import-file-input') as HTMLInputElement;

export const Empty: Story = {};

export const RowErrors: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(fileInput(), xlsx('budgets-bad.xlsx'));
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Import|导入)$/ }));
    const table = await within(dialog).findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('请输入数字')).toBeTruthy();
  },
};

export const Imported: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(fileInput(), xlsx('budgets.xlsx'));
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Import|导入)$/ }));
    await waitFor(() => expect(within(dialog).getByText(/3/)).toBeTruthy());
    await expect(within(dialog).queryByRole('table')).toBeNull();
  },
};

export const WrongFileType: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(fileInput(), new File(['a,b'], 'budgets.csv', { type: 'text/csv' }), {
      applyAccept: false,
    });
    await expect(
      await within(dialog).findByText(/^(Choose an Excel workbook|请选择 Excel 工作簿)/),
    ).toBeTruthy();
    await expect(within(dialog).getByRole('button', { name: /^(Import|导入)$/ })).toBeDisabled();
  },
};
