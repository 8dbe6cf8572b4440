/** URLs (§1, §2.2–2.5): URL-valued fields, their shapes, and a record's url leading back to it. */
import { defineFamily } from './record.js';

export const URLS = defineFamily('urls', [
  {
    id: 'URL-ABSOLUTE',
    class: 'core',
    section: '§1',
    title: 'Every URL-valued field is an absolute URL starting with the base URL, except web, repo and license_url',
    precondition: 'any record with a URL-valued field',
    notApplicable: 'no record with a URL-valued field was seen',
    why: 'Clients follow the addresses in records as they are; a relative address or another host breaks every such link.',
    fix: "Build every address in a record from the deployment's public base URL (scheme, host, port and path prefix, as clients reach it), not from the internal host or as a relative path; behind a proxy, trust its X-Forwarded-Host/-Proto or configure the public URL.",
    options: ['--web-base-url URL: where web pages live, when not under the base URL'],
    codes: {
      'not-under-base': { message: '{field} is not an absolute URL starting with the {base} URL' },
      respelled: { message: '{field} names the {base} URL in another spelling; addresses are compared as text starting with it (§1)' },
      repaired: { message: '{field} as written {repair}; an address is judged as the server wrote it (§1)' },
    },
  },
  {
    id: 'URL-COMPONENT-SHAPE',
    class: 'core',
    section: '§2.3, §4.2',
    title: 'Component url is /api/components/<project>/<component>/; statistics_url is that plus statistics/',
    precondition: 'any component record',
    notApplicable: 'no component record was seen',
    why: 'Clients build and compare component addresses by this shape; another shape makes their lookups miss.',
    fix: "Write a component's url as {base}api/components/<project slug>/<component slug>/ and its statistics_url as that address followed by statistics/, with no query string.",
    codes: {
      'wrong-shape': { message: '{field} does not have the path shape /{shape}' },
    },
  },
  {
    id: 'URL-PROJECT-SHAPE',
    class: 'core',
    section: '§2.5',
    title: "Project URLs follow the path shapes of §2.5 with the project's slug",
    precondition: 'any component record with a project',
    notApplicable: 'no project object was seen',
    why: 'Project addresses are followed and compared by clients; a different shape breaks navigation to the project.',
    fix: "Write the project object's addresses from its slug with the shapes of §2.5: {base}api/projects/<slug>/ for url, and that address followed by components/, repository/, statistics/, changes/ and languages/ for the others.",
    codes: {
      'wrong-shape': { message: '{field} does not have the path shape /{shape}' },
    },
  },
  {
    id: 'URL-LANGUAGE-SHAPE',
    class: 'core',
    section: '§2.4',
    title: "Language url and statistics_url follow §2.4 with the language's code",
    precondition: 'any component record with a source language',
    notApplicable: 'no language object was seen',
    why: 'Language addresses carry the language code clients match on; another shape breaks that match.',
    fix: "Write the language object's url as {base}api/languages/<code>/ and its statistics_url as {base}api/languages/<code>/statistics/, with the language's own code.",
    codes: {
      'wrong-shape': { message: '{field} does not have the path shape /{shape}' },
    },
  },
  {
    id: 'URL-ADDON-SHAPE',
    class: 'core',
    section: '§2.3',
    title: 'Each addons element is /api/addons/<id>/',
    precondition: 'a component with addons',
    notApplicable: 'no component listed an addon',
    why: 'Add-on addresses are followed to manage add-ons; a wrong shape points clients nowhere.',
    fix: 'List each add-on of a component as the address {base}api/addons/<add-on id>/, the numeric id of the add-on record.',
    codes: {
      'wrong-shape': { message: 'an addons element does not have the path shape /api/addons/<addon_id>/' },
    },
  },
  {
    id: 'URL-STATS-SHAPE',
    class: 'core',
    section: '§2.2',
    title: 'Statistics item url is /projects/<p>/<c>/<code>/ and translate_url is /translate/<p>/<c>/<code>/',
    precondition: 'any statistics item',
    notApplicable: 'no statistics item was seen',
    why: 'Statistics items link to translation pages; a wrong shape sends translators to the wrong place.',
    fix: "Write each statistics item's url as {base}projects/<project>/<component>/<code>/ and translate_url as {base}translate/<project>/<component>/<code>/, from the component's slugs and the item's own language code.",
    options: ['--web-base-url URL: where web pages live, when not under the base URL'],
    codes: {
      'wrong-shape': { message: '{field} does not have the path shape /{shape}' },
    },
  },
  {
    id: 'URL-SELF',
    class: 'core',
    section: '§2.3, §4.2',
    title: "Fetching a component's url returns the same component (same id and slugs)",
    precondition: "a component instance fetched from its list element's url",
    notApplicable: 'no instance record was fetched from a list element',
    why: "A record's url must lead back to the same record, or clients that refresh a record get another one.",
    fix: "Serve a component's own url from the record it names: look the component up by the project and component slugs of that address, so the answer has the same id and slugs as the list element that gave it.",
    codes: {
      'other-component': {
        message: "the record fetched from the list element's url is another component: {field} differs",
        seen: {
          by: 'answers',
          how: 'GET the component list page that holds the element and the address in its url field: the record there is another component',
        },
      },
    },
  },
]);
