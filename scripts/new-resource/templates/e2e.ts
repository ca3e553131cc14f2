/**
 * `e2e/<name>.spec.ts` (`e2e/demo/<name>.spec.ts`): one journey on the built app, with the
 * project's fixtures: create (a field error first), edit, delete and Undo. Depends on the pages'
 * accessible names (the strings file) and the front-end kit's Undo toast.
 */
import { labelField } from '../fields';
import type { Resource } from './shared';

export function e2eTemplate(resource: Resource): string {
  const { names, fields } = resource;
  const label = labelField(fields);
  const fixtures = resource.demo ? '../fixtures' : './fixtures';
  const required = fields.filter(
    (field) => field.required && field !== label && field.kind !== 'boolean',
  );
  const fill = required
    .map((field) => {
      const box = `page.getByLabel('${field.label}', { exact: true })`;
      switch (field.kind) {
        case 'enum':
          return `  await ${box}.selectOption('${field.values![0]}');`;
        case 'date':
          return `  await ${box}.fill('2030-01-31');`;
        case 'money':
          return `  await ${box}.fill('12.50');`;
        case 'ref':
          // The picker lists the records by name: the first one will do.
          return `  await ${box}.click();\n  await page.getByRole('option').first().click();`;
        case 'number':
          return `  await ${box}.fill('3');`;
        default:
          return `  await ${box}.fill('Something');`;
      }
    })
    .join('\n');
  return `import { expect, settled, signInWithApi, test } from '${fixtures}';

// The demo API's database is shared by the whole run: the journey works on a record it names.
const unique = (label: string) =>
  \`\${label} \${Date.now().toString(36)}\${Math.random().toString(36).slice(2, 6)}\`;

test('creates ${/^[aeiou]/.test(names.singularWords) ? 'an' : 'a'} ${names.singularWords} after a field error, edits it, deletes it and brings it back', async ({
  page,
}) => {
  await page.goto('/');
  await signInWithApi(page, 'admin');
  await page.goto('/admin/${names.plural}/new');
  await settled(page);

  const name = unique('${label.label}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('${label.label}', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('${label.label}', { exact: true })).toBeFocused();
  await page.getByLabel('${label.label}', { exact: true }).fill(name);
${fill}
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const renamed = \`\${name} (edited)\`;
  await page.getByLabel('${label.label}', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(\`Changes to \${renamed} saved.\`)).toBeVisible();

  await page.goto(\`/admin/${names.plural}?${names.pluralCamel}_filter=\${encodeURIComponent(renamed)}\`);
  await settled(page);
  await page.getByRole('button', { name: \`Delete \${renamed}\` }).click();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);
});
`;
}
