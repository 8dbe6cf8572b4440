import type { RuleFamily, RuleFamilyFactory } from './types.js';

export const transportFamily: RuleFamilyFactory = (): RuleFamily => ({
  name: 'transport',
  requirements: [],
});
