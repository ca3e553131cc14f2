// @vitest-environment jsdom
import { isYandexLoadFailure, onYandexLoadFailure } from './yandex-load-failure';

/** The reason the library rejects with: the `error` event of its script element. */
function scriptError(src: string) {
  const script = document.createElement('script');
  script.src = src;
  const event = new Event('error');
  script.dispatchEvent(event);
  return event;
}

/** jsdom has no PromiseRejectionEvent: a plain event with its fields stands in. */
function unhandledRejection(reason: unknown) {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.assign(event, { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
  return event;
}

describe('isYandexLoadFailure', () => {
  it('recognises the failed load of the Yandex API script only', () => {
    expect(isYandexLoadFailure(scriptError('https://api-maps.yandex.ru/2.1/?lang=en_US'))).toBe(
      true,
    );
    expect(isYandexLoadFailure(scriptError('https://enterprise.api-maps.yandex.ru/2.1/'))).toBe(
      true,
    );
    expect(isYandexLoadFailure(scriptError('https://example.com/app.js'))).toBe(false);
    expect(isYandexLoadFailure(new Error('api-maps.yandex.ru'))).toBe(false);
    expect(isYandexLoadFailure(new Event('error'))).toBe(false);
    expect(isYandexLoadFailure(undefined)).toBe(false);
  });
});

describe('onYandexLoadFailure', () => {
  it('marks the rejection handled (no console error) and tells the subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = onYandexLoadFailure(listener);
    const event = unhandledRejection(scriptError('https://api-maps.yandex.ru/2.1/'));
    expect(event.defaultPrevented).toBe(true);
    expect(listener).toHaveBeenCalledOnce();

    const other = unhandledRejection(new Error('something else'));
    expect(other.defaultPrevented).toBe(false);
    expect(listener).toHaveBeenCalledOnce();

    unsubscribe();
    unhandledRejection(scriptError('https://api-maps.yandex.ru/2.1/'));
    expect(listener).toHaveBeenCalledOnce();
  });
});
