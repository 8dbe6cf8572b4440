import type { RuleFamily, RuleFamilyFactory } from './types.js';

export const paginationFamily: RuleFamilyFactory = (): RuleFamily => ({
  name: 'pagination',
  requirements: [],
});
