import { composeStories, setProjectAnnotations } from '@storybook/react';
import { describe, it, vi } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import * as stories from './data-table.stories.tsx';
import * as filterStories from './filter-bar.stories.tsx';

// The stories' play functions are the interaction tests; here they run in CI (jsdom) as well.
setProjectAnnotations(preview);
// jsdom has no ResizeObserver; Chakra's popover positioning asks for one.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
  },
);
const { SortSelectAndPage, ColumnSettings, LoadError } = composeStories(stories);

describe('DataTable stories', () => {
  it('sorts on the server, selects rows for a batch action and pages', async () => {
    await SortSelectAndPage.run();
  });
  it('moves and hides columns from the column settings', async () => {
    await ColumnSettings.run();
  });
  it('offers a retry when the list could not be loaded', async () => {
    await LoadError.run();
  });
});

const filterBar = composeStories(filterStories);
describe('FilterBar stories', () => {
  it('writes the applied filters into the URL and resets them', async () => {
    await filterBar.KeptInTheUrl.run();
  });
});
