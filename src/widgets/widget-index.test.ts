import ts from 'typescript';

// The build treats every widget's index.ts as free of side effects (vite.config.ts): a page that
// takes one export from it gets only the modules behind that export. That holds only while the
// index does nothing but re-export.
const indexes = import.meta.glob<string>('./*/index.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('widget entry points', () => {
  it.each(Object.entries(indexes))('%s only re-exports', (path, text) => {
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest);
    const others = source.statements
      .filter((statement) => !(ts.isExportDeclaration(statement) && statement.moduleSpecifier))
      .map((statement) => statement.getText(source));
    expect(others).toEqual([]);
  });

  it('are all checked', () => {
    expect(Object.keys(indexes).length).toBeGreaterThan(30);
  });
});
