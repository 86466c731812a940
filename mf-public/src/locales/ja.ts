import type { PublicResources } from './en.ts';

const publicStrings: PublicResources = { home: { title: 'TODO' } };
export default publicStrings;
