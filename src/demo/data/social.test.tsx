import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';

import es from '@/i18n/locales/es';

import { DEMO_NEWS_URL, useDemoChat, useDemoFeed, useDemoNews, useDemoProfile } from './social';

describe('social demo data', () => {
  it('profile: Veronique Lee from Malaga with three handles and a local photo', () => {
    const { result } = renderHook(() => useDemoProfile());
    expect(result.current).toMatchObject({
      name: 'Veronique Lee',
      location: 'Malaga, Spain',
      social: { twitter: 'veronique.lee', facebook: 'veronique.lee', instagram: 'veronique.lee' },
    });
    expect(result.current.photoSource).not.toMatch(/^https?:/);
  });

  it('chat: six alternating messages, the other party first; sent ones are appended', () => {
    const { result } = renderHook(() => useDemoChat());
    expect(result.current.messages.map((message) => message.yours)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    act(() =>
      result.current.onMessagesChange([...result.current.messages, { text: 'Hi', yours: true }]),
    );
    expect(result.current.messages).toHaveLength(7);
    expect(result.current.messages.at(-1)).toEqual({ text: 'Hi', yours: true });
  });

  it('feed: three posts; a removed post stays removed across a language switch', async () => {
    const { result } = renderHook(() => useDemoFeed());
    expect(result.current.posts.map((post) => post.name)).toEqual([
      'Irina Myatelskaya',
      'Andrei Hrabouski',
      'Evan You',
    ]);
    expect(result.current.posts[1]!.text).toBe('has just started a live video');
    act(() => result.current.onPostsChange(result.current.posts.slice(1)));

    i18next.addResourceBundle('es', 'translation', es);
    await act(() => i18next.changeLanguage('es'));
    try {
      expect(result.current.posts.map((post) => post.text)).toEqual([
        'acaba de empezar un vídeo en directo',
        'se unió a la red',
      ]);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('news: eleven local photos with distinct alt texts and the View URL', () => {
    const { result } = renderHook(() => useDemoNews());
    expect(result.current.url).toBe(DEMO_NEWS_URL);
    expect(result.current.news).toHaveLength(11);
    expect(new Set(result.current.news.map((item) => item.alt)).size).toBe(11);
    expect(new Set(result.current.news.map((item) => item.photoURL)).size).toBe(11);
  });
});
