export { seedDemo } from './seed-demo.ts';
export { DEMO_IDS, DEMO_PASSWORD } from './demo-ids.ts';
