import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { editorArticleHtml } from '@/demo/data/editor-article';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { RichTextEditor } from '@/widgets/rich-text-editor';

/** One block element per line, so the output reads like the document. */
function formatHtml(html: string): string {
  return html.replace(/(<\/(?:h[1-6]|p|blockquote|ul|ol|li)>)(?=<)/g, '$1\n');
}

/**
 * The rich-text editor demo: one card with an editable article. The floating
 * toolbar waits for the user's own selection: shown on load, it covered text meant to be clicked.
 */
export default function MediumEditorPage() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  // The article is picked in the language active when the page opens.
  const [article] = useState(() => editorArticleHtml(i18n.resolvedLanguage ?? i18n.language));
  const [html, setHtml] = useState('');

  return (
    <div className="space-y-6">
      <PageHeader />
      <Card aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>{t('editor.page.title')}</CardTitle>
        </CardHeader>
        <CardBody className="max-sm:p-4!">
          <div className="mx-auto max-w-3xl space-y-4">
            <p id={hintId} className="text-sm text-muted">
              {t('editor.page.hint')}
            </p>
            <RichTextEditor
              defaultValue={article}
              label={t('editor.page.editorLabel')}
              aria-describedby={hintId}
              headingOffset={2}
              onReady={(editor) => setHtml(editor.getHTML())}
              onValueChange={(value) => setHtml(value.html)}
            />
            <details className="rounded-md border border-border">
              <summary className="cursor-pointer rounded-md px-4 py-2 text-sm font-semibold select-none">
                {t('editor.page.output')}
              </summary>
              <pre
                data-testid="editor-output"
                className="border-t border-border bg-surface-muted px-4 py-3 font-mono text-xs leading-relaxed wrap-anywhere whitespace-pre-wrap"
              >
                {formatHtml(html)}
              </pre>
            </details>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
