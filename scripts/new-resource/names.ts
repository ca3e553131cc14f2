/**
 * The names one resource goes by, all derived from the plural kebab-case name on the command
 * line: `blog-posts` → `blogPosts`, `BlogPost`, table `blog_posts`, "Blog posts", …
 */
export type ResourceNames = {
  /** As given: the URL segment, the folder and file names, the i18n namespace's file name. */
  plural: string;
  /** `blog-post`: the record sub-pages' route names (`blog-post-new`, `blog-post-edit`). */
  singular: string;
  /** `blogPosts`: the i18n namespace, list variables. */
  pluralCamel: string;
  /** `blogPost`: schema variables (`blogPostCreateSchema`). */
  singularCamel: string;
  /** `BlogPosts`: component and type names of the list. */
  pluralPascal: string;
  /** `BlogPost`: the record's types (`ApiBlogPost`). */
  singularPascal: string;
  /** `BLOG_POST`: constants (`BLOG_POST_PERMISSIONS`). */
  singularConstant: string;
  /** `blog_posts`: the table. */
  table: string;
  /** "Blog posts" / "Blog post" / "blog post": headings and sentences. */
  pluralTitle: string;
  singularTitle: string;
  singularWords: string;
  pluralWords: string;
};

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Words that would clash with the app's own routes, modules or SQL. */
const RESERVED = new Set([
  'api',
  'auth',
  'admin',
  'dashboard',
  'users',
  'accounts',
  'sessions',
  'rate-limits',
  'sign-in-failures',
  'health',
  'demo',
  'contract',
  'resource',
  'resources',
  'testing',
  'migrations',
]);

/** English singular of the last word of a plural: `categories` → `category`, `boxes` → `box`. */
export function singularOf(word: string): string {
  const irregular: Record<string, string> = {
    people: 'person',
    children: 'child',
    men: 'man',
    women: 'woman',
    data: 'datum',
  };
  if (irregular[word]) return irregular[word];
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/ses$/.test(word) && !/(?:ase|use|ise|ose)s$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (kebab: string) => camel(kebab).replace(/^[a-z]/, (c) => c.toUpperCase());
const sentence = (kebab: string) =>
  kebab.replace(/-/g, ' ').replace(/^[a-z]/, (c) => c.toUpperCase());

/** Why a name cannot name a resource, or null when it can. */
export function nameProblem(name: string): string | null {
  if (!name)
    return 'Give the resource a name: its plural, in kebab-case, like `orders` or `blog-posts`.';
  if (!KEBAB.test(name)) {
    return `"${name}" is not a plural kebab-case name: use lower-case letters, digits and single dashes, starting with a letter (like \`orders\` or \`blog-posts\`).`;
  }
  if (name.length > 40) return `"${name}" is too long: use at most 40 characters.`;
  if (RESERVED.has(name)) return `"${name}" is taken by the app itself: choose another name.`;
  const words = name.split('-');
  const last = words[words.length - 1];
  if (singularOf(last) === last) {
    return `"${name}" does not read as a plural: give the plural name (like \`orders\`, not \`order\`).`;
  }
  return null;
}

export function resourceNames(plural: string): ResourceNames {
  const problem = nameProblem(plural);
  if (problem) throw new Error(problem);
  const words = plural.split('-');
  const singular = [...words.slice(0, -1), singularOf(words[words.length - 1])].join('-');
  return {
    plural,
    singular,
    pluralCamel: camel(plural),
    singularCamel: camel(singular),
    pluralPascal: pascal(plural),
    singularPascal: pascal(singular),
    singularConstant: singular.replace(/-/g, '_').toUpperCase(),
    table: plural.replace(/-/g, '_'),
    pluralTitle: sentence(plural),
    singularTitle: sentence(singular),
    singularWords: singular.replace(/-/g, ' '),
    pluralWords: plural.replace(/-/g, ' '),
  };
}
