import type { RuleFamily, RuleFamilyFactory } from './types.js';

export const componentsFamily: RuleFamilyFactory = (): RuleFamily => ({
  name: 'components',
  requirements: [],
});
