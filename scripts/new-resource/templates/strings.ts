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
  const hints = fields.flatMap((field): Array<[string, string]> => {
    switch (field.kind) {
      case 'number':
        return [[field.name, 'A whole number from {min} to {max}.']];
      case 'money':
        return [[field.name, 'An amount with at most two decimals, like {example}.']];
      default:
        return [];
    }
  });
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
    ...(fields.some((field) => field.kind === 'boolean') ? { yes: 'Yes', no: 'No' } : {}),
    ...(enums.length ? { choose: 'Choose…' } : {}),
    ...(hints.length ? { hints: Object.fromEntries(hints) } : {}),
    save: 'Save',
    saved: 'Changes to {name} saved.',
    created: '{name} created.',
    saveFailed: "Couldn't save. Check your connection and try again.",
    forbiddenWrite: `Your role can't change ${many}.`,
    readOnly: `You can look at this ${one}; only editors and administrators can change it.`,
    draftRestored: 'What you typed before signing in again is back. Save it to keep it.',
    backToList: `Back to ${many}`,
    loadFailed: `Couldn't load this ${one}. Check your connection and try again.`,
    notFound: {
      title: `${names.singularTitle} not found`,
      text: `There is no ${one} with the id {id}. It may have been deleted.`,
    },
    apiNeeded: {
      title: 'This page needs the demo API',
      text: `The ${names.pluralTitle} pages read and write through the demo API, which is not running here. Start it in the project folder:`,
      after: 'Then reload this page. npm start runs it beside the app by itself.',
    },
    conflict: {
      title: `Someone else changed this ${one}`,
      text: '{name} was saved by someone else after you opened it. This is their version. Load it (your changes here are lost), or overwrite it with yours.',
      loadTheirs: 'Load their version',
      overwrite: 'Overwrite',
    },
    unsaved: {
      title: 'Leave without saving?',
      text: `Your changes to this ${one} are not saved yet.`,
      stay: 'Keep editing',
      leave: 'Leave',
    },
    history: {
      title: 'Change history',
      loading: 'Loading the history…',
      failed: "Couldn't load the history.",
      none: 'No changes recorded yet.',
      create: `{actor} created the ${one}`,
      update: '{actor} changed it',
      delete: '{actor} deleted it',
      restore: '{actor} brought it back',
      deletedField: 'Deleted',
      empty: '(empty)',
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
