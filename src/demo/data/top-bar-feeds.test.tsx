import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';

import es from '@/i18n/locales/es';
import { useAppTopBarFeeds } from '@/layouts/admin/menus/app-top-bar-feeds';

import { useDemoTopBarFeeds } from './top-bar-feeds';

describe('demo top bar feeds', () => {
  it('are what the top bar shows while the demo is present', () => {
    expect(useAppTopBarFeeds).toBe(useDemoTopBarFeeds);
  });

  it('list two messages and three notifications, all unread, each with an action', () => {
    const { result } = renderHook(() => useDemoTopBarFeeds());
    const { messages, notifications } = result.current;
    expect(messages.items.map((item) => item.text)).toEqual([
      'New message from Oleg M',
      'New message from Andrei H',
    ]);
    expect(notifications.items.map((item) => item.text)).toEqual([
      'Vasily S sent you a message',
      'Oleg M uploaded a new ZIP file with the typography component',
      'Andrei H started a topic',
    ]);
    const all = [...messages.items, ...notifications.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(all.every((item) => item.unread)).toBe(true);
    expect(notifications.items[1]).toMatchObject({ href: '/admin/ui/typography' });
  });

  it('say what a real app would do when chosen', () => {
    const { result } = renderHook(() => useDemoTopBarFeeds());
    const { messages, notifications } = result.current;
    const toast = vi.fn<(text: string) => void>();
    messages.items[0]!.onOpen({ toast });
    messages.all.onOpen({ toast });
    notifications.items[0]!.onOpen?.({ toast });
    notifications.items[2]!.onOpen?.({ toast });
    notifications.all.onOpen({ toast });
    expect(toast.mock.calls.map(([text]) => text)).toEqual([
      'In a real app, this opens your conversation with Oleg M.',
      'In a real app, this opens your inbox.',
      'In a real app, this opens the message from Vasily S.',
      'In a real app, this opens the topic Andrei H started.',
      'In a real app, this lists all your notifications.',
    ]);
  });

  it('follow the language', async () => {
    const { result } = renderHook(() => useDemoTopBarFeeds());
    i18next.addResourceBundle('es', 'translation', es);
    await act(() => i18next.changeLanguage('es'));
    try {
      expect(result.current.messages.items[0]!.text).toBe('Nuevo mensaje de Oleg M');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
