import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { UPLOAD_TYPE } from '@procure/shared-codes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Upload } from './upload.tsx';
import type { UploadFn, UploadedFile } from './upload.tsx';

const PURCHASE_APPLICATION_ATTACHMENT = 1;

/** A deterministic fake uploader: 4 progress steps; a name containing "fail" fails the first time. */
function fakeUploader(stepMs = 40, hang = false): UploadFn {
  const failedOnce = new Set<string>();
  if (hang) {
    // Stays at 40 % so that the progress bar can be looked at.
    return (_file, onProgress) => {
      onProgress(40);
      return new Promise(() => undefined);
    };
  }
  return (file, onProgress) =>
    new Promise((resolve, reject) => {
      let step = 0;
      const tick = () => {
        step += 1;
        onProgress(step * 25);
        if (step === 2 && file.name.includes('fail') && !failedOnce.has(file.name)) {
          failedOnce.add(file.name);
          reject(new Error('网络中断 / Network interrupted'));
          return;
        }
        if (step === 4) resolve({ id: `f-${file.name}`, name: file.name, url: '#' });
        else setTimeout(tick, stepMs);
      };
      setTimeout(tick, stepMs);
    });
}

function Demo({
  typeCode = PURCHASE_APPLICATION_ATTACHMENT,
  initial = [],
  disabled = false,
  hang = false,
}: {
  typeCode?: number;
  initial?: UploadedFile[];
  disabled?: boolean;
  hang?: boolean;
}) {
  const { t } = useLingui();
  const [files, setFiles] = useState<UploadedFile[]>(initial);
  const [upload] = useState(() => fakeUploader(40, hang));
  return (
    <Box maxW="lg">
      <Upload
        label={t`Attachments`}
        typeCode={typeCode}
        upload={upload}
        value={files}
        onChange={setFiles}
        disabled={disabled}
      />
    </Box>
  );
}

const meta = { title: 'Shared/UI/Upload', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const input = (root: HTMLElement) => root.querySelector('input[type=file]') as HTMLInputElement;

export const UploadsWithProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), pdf('报价单.pdf'));
    // The demo upload reports progress on a timer: a loaded machine needs more than waitFor's 1 s.
    await waitFor(() => expect(canvas.getByRole('link', { name: '报价单.pdf' })).toBeInTheDocument(), {
      timeout: 5_000,
    });
  },
};

export const FailureThenRetry: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), pdf('contract-fail.pdf'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network interrupted');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry contract-fail.pdf' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'contract-fail.pdf' })).toBeInTheDocument(), {
      timeout: 5_000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove contract-fail.pdf' }));
    await expect(canvas.queryByText('contract-fail.pdf')).toBeNull();
  },
};

export const WrongTypeRefused: Story = {
  globals: { locale: 'en-US' },
  args: { typeCode: UPLOAD_TYPE.enterpriseLogo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The picker's accept list would hide it; a drop or a forced pick still meets the check.
    await userEvent.upload(input(canvasElement), pdf('logo.pdf'), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('not supported');
  },
};

export const ExistingFilesLongNames: Story = {
  args: {
    initial: [
      {
        id: 'a',
        name: '上海浦东新区张江高科技园区研发中心二期办公家具集中采购技术规格书（最终版）.docx',
        url: '#',
      },
      { id: 'b', name: 'quotation-2026.xlsx', url: '#' },
    ],
  },
};

export const SlowProgressEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { hang: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), pdf('big-drawing.pdf', 5 * 1024 * 1024));
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: [{ id: 'a', name: 'spec.pdf', url: '#' }] },
};
