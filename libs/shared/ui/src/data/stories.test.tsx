import { composeStories, setProjectAnnotations } from '@storybook/react';
import { afterAll, describe, it, vi } from 'vitest';
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
// Storybook unmounts a story only when the next one runs, so the last one stays mounted: let React finish
// its scheduled work before the jsdom environment goes away, or that work meets a missing `window`.
afterAll(() => new Promise<void>((done) => setTimeout(done, 100)));

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
