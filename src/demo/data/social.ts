import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import avatarAndrei from '@/demo/assets/social/avatar-andrei.svg';
import avatarEvan from '@/demo/assets/social/avatar-evan.svg';
import avatarIrina from '@/demo/assets/social/avatar-irina.svg';
import avatarVeronique from '@/demo/assets/social/avatar-veronique.svg';
import newsCityNight from '@/demo/assets/social/news-city-night.svg';
import newsCoffeeTable from '@/demo/assets/social/news-coffee-table.svg';
import newsDesertDunes from '@/demo/assets/social/news-desert-dunes.svg';
import newsBalloons from '@/demo/assets/social/news-hot-air-balloons.svg';
import newsLakeBoat from '@/demo/assets/social/news-lake-boat.svg';
import newsNorthernLights from '@/demo/assets/social/news-northern-lights.svg';
import newsPalmBeach from '@/demo/assets/social/news-palm-beach.svg';
import newsPineForest from '@/demo/assets/social/news-pine-forest.svg';
import newsRollingFields from '@/demo/assets/social/news-rolling-fields.svg';
import newsSnowyPeaks from '@/demo/assets/social/news-snowy-peaks.svg';
import newsSunsetSea from '@/demo/assets/social/news-sunset-sea.svg';
import type { ChatMessage } from '@/widgets/chat';
import type { FeedPost } from '@/widgets/feed';
import type { ProfileCardProps } from '@/widgets/profile-card';
import type { SocialNewsItem } from '@/widgets/social-news';

/*
 * The social demo content of the dashboard and the Extra page: Veronique Lee's
 * profile, a six-message chat, three feed posts and eleven photos. Every image is local; every
 * text a reader sees is translated. Each hook keeps its own state, so two pages never share it.
 */

/** Where the social news View link goes. */
export const DEMO_NEWS_URL = 'https://instagram.com/smartapant';

/** The demo profile's handles; the profile card links each to that profile, not to the bare site. */
const demoSocial = {
  twitter: 'veronique.lee',
  facebook: 'veronique.lee',
  instagram: 'veronique.lee',
};

/** Props for `<ProfileCard {...useDemoProfile()} />`: Veronique Lee from Malaga, translated. */
export function useDemoProfile(): Pick<
  ProfileCardProps,
  'photoSource' | 'name' | 'location' | 'social'
> {
  const { t } = useTranslation();
  return {
    photoSource: avatarVeronique,
    name: 'Veronique Lee',
    location: t('social.demo.location'),
    social: demoSocial,
  };
}

const chatKeys = ['message1', 'message2', 'message3', 'message4', 'message5', 'message6'] as const;

/** The six demo messages in the current language; the other party writes first. */
export function demoChatMessages(t: TFunction): ChatMessage[] {
  return chatKeys.map((key, index) => ({
    text: t(`social.demo.chat.${key}`),
    yours: index % 2 === 1,
  }));
}

/**
 * Props for `<ChatBox {...useDemoChat()} />`: the demo messages, re-translated when the language
 * changes, followed by what the user sends (kept as typed).
 */
export function useDemoChat(): {
  messages: ChatMessage[];
  onMessagesChange: (messages: ChatMessage[]) => void;
} {
  const { t } = useTranslation();
  const [sent, setSent] = useState<ChatMessage[]>([]);
  const messages = useMemo(() => [...demoChatMessages(t), ...sent], [t, sent]);
  return {
    messages,
    onMessagesChange: (next) => setSent(next.slice(chatKeys.length)),
  };
}

const feedPosts = [
  { id: 'irina', photoURL: avatarIrina, name: 'Irina Myatelskaya', textKey: 'joined' },
  { id: 'andrei', photoURL: avatarAndrei, name: 'Andrei Hrabouski', textKey: 'liveVideo' },
  { id: 'evan', photoURL: avatarEvan, name: 'Evan You', textKey: 'joined' },
] as const;

/** The three demo posts in the current language. */
export function demoFeedPosts(t: TFunction): FeedPost[] {
  return feedPosts.map(({ textKey, ...post }) => ({
    ...post,
    text: t(`social.demo.feed.${textKey}`),
  }));
}

/**
 * Props for `<Feed {...useDemoFeed()} />`: the demo posts in the current language; a removed post
 * stays removed across a language switch.
 */
export function useDemoFeed(): {
  posts: FeedPost[];
  onPostsChange: (posts: FeedPost[]) => void;
} {
  const { t } = useTranslation();
  const [kept, setKept] = useState<readonly string[]>(() => feedPosts.map((post) => post.id));
  const posts = useMemo(() => demoFeedPosts(t).filter((post) => kept.includes(post.id)), [t, kept]);
  return {
    posts,
    onPostsChange: (next) => setKept(next.map((post) => post.id)),
  };
}

const newsPhotos = [
  { photoURL: newsSunsetSea, altKey: 'sunsetSea' },
  { photoURL: newsSnowyPeaks, altKey: 'snowyPeaks' },
  { photoURL: newsPineForest, altKey: 'pineForest' },
  { photoURL: newsCityNight, altKey: 'cityNight' },
  { photoURL: newsDesertDunes, altKey: 'desertDunes' },
  { photoURL: newsLakeBoat, altKey: 'lakeBoat' },
  { photoURL: newsRollingFields, altKey: 'rollingFields' },
  { photoURL: newsPalmBeach, altKey: 'palmBeach' },
  { photoURL: newsNorthernLights, altKey: 'northernLights' },
  { photoURL: newsCoffeeTable, altKey: 'coffeeTable' },
  { photoURL: newsBalloons, altKey: 'balloons' },
] as const;

/** The eleven demo photos with their alt text in the current language. */
export function demoNews(t: TFunction): SocialNewsItem[] {
  return newsPhotos.map(({ photoURL, altKey }) => ({
    photoURL,
    alt: t(`social.demo.news.${altKey}`),
  }));
}

/** Props for `<SocialNews {...useDemoNews()} />`: the eleven photos and the View URL. */
export function useDemoNews(): { news: SocialNewsItem[]; url: string } {
  const { t } = useTranslation();
  const news = useMemo(() => demoNews(t), [t]);
  return { news, url: DEMO_NEWS_URL };
}
