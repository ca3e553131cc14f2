/**
 * `src/i18n/locales/<lng>/<namespace>.json` (`src/demo/locales/<lng>/…` in the demo): the
 * resource's strings. English in every language until translated; each language gets exactly its
 * own plural forms, so the parity test checks the keys as it does for every namespace.
 */
import { allMessages, type Resource } from './shared';

type Strings = { [key: string]: string | Strings };

/** i18next plural keys of `base` for a language, each with the English `one` or `other` text. */
function plural(lng: string, base: string, one: string, other: string): Strings {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  return Object.fromEntries(
    categories.map((category) => [`${base}_${category}`, category === 'one' ? one : other]),
  );
}

export function stringsTemplate(resource: Resource, lng: string): Strings {
  const { names, fields } = resource;
  const one = names.singularWords;
  const many = names.pluralWords;
  const enums = fields.filter((field) => field.kind === 'enum');
  return {
    title: names.pluralTitle,
    new: `New ${one}`,
    editTitle: `Edit ${one}`,
    actions: 'Actions',
    edit: 'Edit {name}',
    view: 'View {name}',
    delete: 'Delete {name}',
    deleted: '{name} deleted.',
    undo: 'Undo',
    restored: '{name} is back.',
    restoreFailed: "Couldn't bring {name} back. Try again from the list.",
    deleteFailed: "Couldn't delete {name}, so it is back in the list.",
    deleteSelected: 'Delete selected',
    ...plural(lng, 'bulkDeleted', `{n} ${one} deleted.`, `{n} ${many} deleted.`),
    ...plural(lng, 'bulkRestored', `{n} ${one} is back.`, `{n} ${many} are back.`),
    bulkDeleteFailed: `Couldn't delete the selected ${many}, so they are all still in the list. Try again.`,
    bulkRestoreFailed: `Couldn't bring the deleted ${many} back. Check your connection and try again.`,
    bulkAlreadyDeleted: `The selected ${many} had already been deleted.`,
    fields: Object.fromEntries(fields.map((field) => [field.name, field.label])),
    ...(enums.length
      ? {
          values: Object.fromEntries(
            enums.map((field) => [
              field.name,
              Object.fromEntries(
                field.values!.map((value) => [
                  value,
                  value.replace(/_/g, ' ').replace(/^[a-z]/, (c) => c.toUpperCase()),
                ]),
              ),
            ]),
          ),
        }
      : {}),
    yes: 'Yes',
    no: 'No',
    choose: 'Choose…',
    save: 'Save',
    saved: 'Changes to {name} saved.',
    created: '{name} created.',
    saveFailed: "Couldn't save. Check your connection and try again.",
    backToList: `Back to ${many}`,
    loadFailed: `Couldn't load this ${one}. Check your connection and try again.`,
    notFound: {
      title: `${names.singularTitle} not found`,
      text: `There is no ${one} with the id {id}. It may have been deleted.`,
    },
    history: {
      deletedField: 'Deleted',
    },
    validation: Object.fromEntries(allMessages(resource)),
  };
}

/** Every key of a strings object, dotted and under its namespace (`orders.fields.title`). */
export function flatKeys(strings: Strings, prefix: string): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}.${key}`] : flatKeys(value, `${prefix}.${key}`),
  );
}
