import type { RuleFamily, RuleFamilyFactory } from './types.js';

export const statisticsFamily: RuleFamilyFactory = (): RuleFamily => ({
  name: 'statistics',
  requirements: [],
});
