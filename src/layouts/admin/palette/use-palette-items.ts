import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { accessFor, placedPages, type RouteRegistry } from '@/config/route-registry';
import { pathTo } from '@/config/routes';
import { endonyms } from '@/i18n/endonyms';
import { changeLanguage } from '@/i18n/i18n';
import { languageByTag, languages } from '@/i18n/languages';
import type { TitleKey } from '@/i18n/resources';
import { auth } from '@/lib/auth';
import { useAccount } from '@/lib/session';
import { useAppStore } from '@/store/app-store';

import { showShellToast } from '../menus/shell-toast';
import { useSignOut } from '../menus/use-sign-out';
import { useEnglish } from './english-strings';
import { appShortcuts, shortcutIds } from './palette-control';
import { palettePages } from './palette-pages';
import type { RecentPick } from './recents';
import { searchSources, type RecordHit, type SearchSource } from './search-sources';

/** The strings that name an action. */
type ActionKey =
  | TitleKey
  | `navbar.palette.actions.${'themeDark' | 'themeLight' | 'language' | 'customizer'}`
  | 'navbar.shortcuts.show'
  | 'navbar.user.logout';

/** One row of the palette. */
export interface PaletteItem {
  id: string;
  title: string;
  /** What the query is matched against: the title first, then its English wording. */
  texts: string[];
  /** Where it sits ("Forms"), shown after the title. */
  context?: string;
  /** A second line (a person's email). */
  detail?: string;
  /** Its keyboard shortcut, shown beside it. */
  keys?: string;
  /** What is remembered among the recent picks. */
  pick: RecentPick;
  run: () => void;
}

/**
 * The palette's pages and actions for the signed-in account, in the current language, and what
 * turns a record hit into a row. `onShowShortcuts` opens the cheat sheet; `allSources` are the
 * searchable resources (those the account may open are kept).
 */
export function usePaletteItems(
  registry: RouteRegistry,
  onShowShortcuts: () => void,
  allSources: readonly SearchSource[] = searchSources,
) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const account = useAccount();
  const theme = useAppStore((state) => state.theme);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const english = useEnglish(language);

  return useMemo(() => {
    const texts = (key: string, translated: string, values?: Record<string, string>) => {
      // A key of the app's own strings, as `t` was given it just before.
      const en = english && (english as (key: string, values?: object) => string)(key, values);
      return en && en !== translated ? [translated, en] : [translated];
    };
    const keysOf = (id: string) => appShortcuts.get(id)?.keys;
    const { pages, creates } = palettePages(registry, account);

    const pageItems: PaletteItem[] = pages.map((page) => {
      const title = t(page.title);
      return {
        id: `page:${page.name}`,
        title,
        texts: texts(page.title, title),
        context: page.context.map((key) => t(key)).join(' › ') || undefined,
        keys: keysOf(shortcutIds.goTo(page.name)),
        pick: { id: `page:${page.name}` },
        run: () => void navigate(page.path),
      };
    });

    const action = (
      id: string,
      key: ActionKey,
      run: () => void,
      extra: Partial<PaletteItem> & { values?: Record<string, string> } = {},
    ): PaletteItem => {
      const { values, ...rest } = extra;
      // The keys are checked by `ActionKey`; i18next's types cannot follow a union of keys with values.
      const title = (t as unknown as (key: ActionKey, values?: object) => string)(key, values);
      return { id, title, texts: texts(key, title, values), pick: { id }, run, ...rest };
    };
    const themeKey =
      theme === 'dark' ? 'navbar.palette.actions.themeLight' : 'navbar.palette.actions.themeDark';
    const current = languageByTag(language).lng;
    const actionItems: PaletteItem[] = [
      ...creates.map((page) =>
        action(`new:${page.name}`, page.title, () => void navigate(page.path)),
      ),
      action('action:theme', themeKey, () => useAppStore.getState().toggleTheme()),
      ...languages
        .filter((option) => option.lng !== current)
        .map((option) =>
          action(
            `action:language:${option.lng}`,
            'navbar.palette.actions.language',
            () =>
              void changeLanguage(option.lng).catch(() =>
                showShellToast(
                  t('navbar.languageFailed', {
                    language: t(`navbar.languages.${option.name}`),
                  }),
                ),
              ),
            { values: { language: endonyms[option.lng] } },
          ),
        ),
      action('action:customizer', 'navbar.palette.actions.customizer', () =>
        useAppStore.getState().setCustomizerOpen(true),
      ),
      action('action:shortcuts', 'navbar.shortcuts.show', onShowShortcuts, {
        keys: keysOf(shortcutIds.shortcuts),
      }),
      ...(account
        ? [action('action:sign-out', 'navbar.user.logout', () => signOut(() => auth.logout()))]
        : []),
    ];

    // A source is searched only for accounts that may open its records.
    const pagesByName = new Map(placedPages(registry).map((placed) => [placed.entry.name, placed]));
    const sources: SearchSource[] = allSources.filter((source) => {
      const page = pagesByName.get(source.page);
      return page && accessFor(page.entry.access, account) === 'open';
    });
    const recordItem = (source: SearchSource, hit: RecordHit): PaletteItem => {
      const id = `record:${source.id}:${hit.id}`;
      const path = pathTo(source.page, { id: hit.id });
      return {
        id,
        title: hit.title,
        texts: [hit.title],
        detail: hit.detail,
        pick: { id, title: hit.title, detail: hit.detail, path },
        run: () => void navigate(path),
      };
    };
    /** A remembered pick as a row, if it is still there for this account. */
    const recentItem = (pick: RecentPick): PaletteItem | undefined => {
      const known = [...pageItems, ...actionItems].find((item) => item.id === pick.id);
      if (known) return known;
      const [, sourceId] = pick.id.split(':');
      if (!pick.id.startsWith('record:') || !pick.title || !pick.path) return undefined;
      if (!sources.some((source) => source.id === sourceId)) return undefined;
      const path = pick.path;
      return {
        id: pick.id,
        title: pick.title,
        texts: [pick.title],
        detail: pick.detail,
        pick,
        run: () => void navigate(path),
      };
    };
    return { pageItems, actionItems, sources, recordItem, recentItem };
  }, [
    t,
    english,
    registry,
    account,
    theme,
    language,
    navigate,
    signOut,
    onShowShortcuts,
    allSources,
  ]);
}
