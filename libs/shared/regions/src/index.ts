export {
  findRegion,
  provinces,
  childrenOf,
  type Region,
  type RegionNode,
  type RegionPath,
} from './regions.ts';
