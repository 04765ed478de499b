import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import * as importDialog from './import-dialog.stories.tsx';

// The stories ARE the interaction tests: each one renders with the Storybook providers and runs its play
// function (portable stories), as in ../display/stories.test.tsx.
setProjectAnnotations(preview);

const files = { importDialog };

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
