import { createAppQueryClient } from '@procure/shell-feature-shell';

export const queryClient = createAppQueryClient();
