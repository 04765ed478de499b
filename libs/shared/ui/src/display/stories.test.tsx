import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import * as entityPicker from '../form/entity-picker.stories.tsx';
import * as formFields from '../form/form-fields.stories.tsx';
import * as upload from '../form/upload.stories.tsx';
import * as actionButton from './action-button.stories.tsx';
import * as documentDetail from './document.stories.tsx';
import * as money from './money.stories.tsx';
import * as printLayout from './print-layout.stories.tsx';
import * as statusBadge from './status-badge.stories.tsx';

// The stories ARE the interaction tests: each one renders with the Storybook providers and runs its play
// function (portable stories). One file, because Chakra is slow to import under jsdom (STACK trap 7).
setProjectAnnotations(preview);

const files = {
  formFields,
  entityPicker,
  upload,
  statusBadge,
  money,
  documentDetail,
  actionButton,
  printLayout,
};

for (const [file, module] of Object.entries(files)) {
  describe(file, () => {
    const stories = composeStories(module as Parameters<typeof composeStories>[0]);
    for (const [name, Story] of Object.entries(stories)) {
      it(name, async () => {
        await (Story as { run: () => Promise<void> }).run();
      });
    }
  });
}
