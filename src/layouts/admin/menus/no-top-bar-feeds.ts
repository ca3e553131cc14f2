import { NO_TOP_BAR_FEEDS, type TopBarFeeds } from './top-bar-feeds';

/** The template's feeds: none (see app-top-bar-feeds.ts for how to plug in your own). */
export function useAppTopBarFeeds(): TopBarFeeds {
  return NO_TOP_BAR_FEEDS;
}
