import { useMemo } from 'react';
import { useProcurementCategories } from '@procure/masterdata-data-access';

export type CategoryNode = { id: string; name: string; children: { id: string; name: string }[] };

/** The master-data category tree (two levels) and a name lookup by id. */
export function useCategoryTree() {
  const query = useProcurementCategories();
  return useMemo(() => {
    const tree: CategoryNode[] = (query.data ?? []).map((c) => ({
      id: c.id,
      name: c.procurementName,
      children: (c.classificationList ?? []).map((k) => ({ id: k.id, name: k.procurementName })),
    }));
    const names = new Map<string, string>();
    for (const c of tree) {
      names.set(c.id, c.name);
      for (const k of c.children) names.set(k.id, k.name);
    }
    return { tree, names, isLoading: query.isLoading };
  }, [query.data, query.isLoading]);
}
