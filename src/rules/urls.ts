import type { RuleFamily, RuleFamilyFactory } from './types.js';

export const urlsFamily: RuleFamilyFactory = (): RuleFamily => ({
  name: 'urls',
  requirements: [],
});
