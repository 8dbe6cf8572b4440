/**
 * Weblate's defaults for component configuration fields a dataset leaves out, and its default
 * message templates (variables of §2.6).
 */
import type { DatasetComponent } from '../src/generated/dataset.js';

export const COMMIT_MESSAGE =
  'Translated using Weblate ({{ language_name }})\n\n' +
  'Currently translated at {{ stats.translated_percent }}% ({{ stats.translated }} of {{ stats.all }} strings)\n\n' +
  'Translation: {{ project_name }}/{{ component_name }}\nTranslate-URL: {{ url }}';
export const ADD_MESSAGE = 'Added translation using Weblate ({{ language_name }})\n\n';
export const DELETE_MESSAGE = 'Deleted translation using Weblate ({{ language_name }})\n\n';
export const MERGE_MESSAGE = "Merge branch '{{ component_remote_branch }}' into Weblate.\n\n";
export const ADDON_MESSAGE =
  'Update translation files\n\nUpdated by "{{ addon_name }}" add-on in Weblate.\n\n' +
  'Translation: {{ project_name }}/{{ component_name }}\nTranslate-URL: {{ url }}';
export const PULL_MESSAGE =
  'Translations update from {{ site_title }}\n\n' +
  'Translations update from [{{ site_title }}]({{ site_url }}) for [{{ project_name }}/{{ component_name }}]({{ url }}).\n\n' +
  '{% if component_linked_childs %}\nIt also includes following components:\n' +
  '{% for linked in component_linked_childs %}\n[{{ linked.project_name }}/{{ linked.name }}]({{ linked.url }})\n{% endfor %}' +
  '{% endif %}\n';

/** Every configuration field of a component record, resolved: the dataset's value or the default. */
export type ComponentConfig = Required<
  Omit<DatasetComponent, 'id' | 'project' | 'slug' | 'name' | 'source_language' | 'translations' | 'older_instance_shape' | 'statistics_without_optional'>
>;

export function resolveConfig(c: DatasetComponent): ComponentConfig {
  return {
    vcs: c.vcs ?? 'git',
    repo: c.repo ?? `https://git.example.org/${c.project}/${c.slug}.git`,
    branch: c.branch ?? 'main',
    push_branch: c.push_branch ?? '',
    filemask: c.filemask ?? 'app/src/main/res/values-*/strings.xml',
    template: c.template ?? 'app/src/main/res/values/strings.xml',
    edit_template: c.edit_template ?? true,
    intermediate: c.intermediate ?? '',
    new_base: c.new_base ?? '',
    file_format: c.file_format ?? 'aresource',
    license: c.license ?? '',
    license_url: c.license_url ?? '',
    agreement: c.agreement ?? '',
    new_lang: c.new_lang ?? 'add',
    language_code_style: c.language_code_style ?? '',
    push: c.push ?? '',
    check_flags: c.check_flags ?? '',
    priority: c.priority ?? 100,
    enforced_checks: c.enforced_checks ?? [],
    restricted: c.restricted ?? false,
    repoweb: c.repoweb ?? '',
    report_source_bugs: c.report_source_bugs ?? '',
    merge_style: c.merge_style ?? 'rebase',
    commit_message: c.commit_message ?? COMMIT_MESSAGE,
    add_message: c.add_message ?? ADD_MESSAGE,
    delete_message: c.delete_message ?? DELETE_MESSAGE,
    merge_message: c.merge_message ?? MERGE_MESSAGE,
    addon_message: c.addon_message ?? ADDON_MESSAGE,
    pull_message: c.pull_message ?? PULL_MESSAGE,
    allow_translation_propagation: c.allow_translation_propagation ?? true,
    manage_units: c.manage_units ?? false,
    enable_suggestions: c.enable_suggestions ?? true,
    suggestion_voting: c.suggestion_voting ?? false,
    suggestion_autoaccept: c.suggestion_autoaccept ?? 0,
    push_on_commit: c.push_on_commit ?? true,
    commit_pending_age: c.commit_pending_age ?? 24,
    auto_lock_error: c.auto_lock_error ?? true,
    language_regex: c.language_regex ?? '^[^.]+$',
    variant_regex: c.variant_regex ?? '',
    addons: c.addons ?? [],
    is_glossary: c.is_glossary ?? false,
    glossary_color: c.glossary_color ?? 'silver',
  };
}

/** The message-template fields of a component (§2.6). */
export const MESSAGE_FIELDS = ['commit_message', 'add_message', 'delete_message', 'merge_message', 'addon_message', 'pull_message'] as const;
