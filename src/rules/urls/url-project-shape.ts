/** URL-PROJECT-SHAPE (§2.5): the addresses of a component's project have the path shapes /api/projects/<slug>/…/. */
import { isObject } from '../../base/json.js';
import { pointer } from '../common/pointer.js';
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import type { Addresses } from './addresses.js';

/** §2.5 path shapes: the field and the segments after /api/projects/<slug>/. */
const PROJECT_SHAPES: readonly [string, string[]][] = [
  ['url', []],
  ['components_list_url', ['components']],
  ['repository_url', ['repository']],
  ['statistics_url', ['statistics']],
  ['changes_list_url', ['changes']],
  ['languages_url', ['languages']],
];

export function urlProjectShape(addresses: Addresses): Rule {
  return {
    requirements: ['URL-PROJECT-SHAPE'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const it = addresses.read(item);
      if (it?.kind !== 'component') return;
      const proj = it.value.project;
      if (!isObject(proj) || typeof proj.slug !== 'string') return;
      const ptr = pointer(it.pointer, 'project');
      for (const [f, tail] of PROJECT_SHAPES)
        addresses.shape('URL-PROJECT-SHAPE', proj[f], 'api', ['api', 'projects', proj.slug, ...tail], it.url, ptr, f, ctx);
    },
  };
}
