import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PasswordVerdict } from '../../../server/password-policy';
import { PasswordStrength, STRENGTH_DELAY_MS, strengthLevel } from './password-strength';

describe('strengthLevel', () => {
  it.each([
    [0, 'weak'],
    [1, 'weak'],
    [2, 'fair'],
    [3, 'strong'],
    [4, 'veryStrong'],
  ] as const)('reads score %i as %s', (score, level) => {
    expect(strengthLevel({ score })).toBe(level);
  });

  it('never calls a refused password strong', () => {
    expect(strengthLevel({ score: 4, problem: 'auth.validation.passwordLength' })).toBe('fair');
    expect(strengthLevel({ score: 3, problem: 'auth.validation.passwordFromEmail' })).toBe('fair');
    expect(strengthLevel({ score: 1, problem: 'auth.validation.passwordCommon' })).toBe('weak');
  });
});

describe('PasswordStrength', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const weak: PasswordVerdict = { score: 1, problem: 'auth.validation.passwordCommon' };
  const strong: PasswordVerdict = { score: 4 };

  it('judges and announces only after a pause in typing', () => {
    const check = vi.fn((password: string) => (password.length > 3 ? strong : weak));
    const { rerender } = render(
      <PasswordStrength password="a" email="name@example.com" checkPassword={check} />,
    );
    const status = screen.getByRole('status');
    for (const password of ['ab', 'abc', 'abcd', 'abcde']) {
      act(() => {
        vi.advanceTimersByTime(STRENGTH_DELAY_MS - 1);
      });
      rerender(
        <PasswordStrength password={password} email="name@example.com" checkPassword={check} />,
      );
    }
    expect(check).not.toHaveBeenCalled();
    expect(status).toHaveTextContent('');

    act(() => {
      vi.advanceTimersByTime(STRENGTH_DELAY_MS);
    });
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('abcde', 'name@example.com');
    expect(status).toHaveTextContent('Strength: very strong.');
  });

  it('says the problem with the level, unless the field already shows it', () => {
    const check = () => weak;
    const { rerender } = render(
      <PasswordStrength password="password1234" email="" checkPassword={check} />,
    );
    act(() => {
      vi.advanceTimersByTime(STRENGTH_DELAY_MS);
    });
    const message = 'This password is too common or too easy to guess. Try a few unrelated words.';
    expect(screen.getByRole('status')).toHaveTextContent(`Strength: weak. ${message}`);

    rerender(
      <PasswordStrength
        password="password1234"
        email=""
        checkPassword={check}
        shownError={message}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Strength: weak\.$/);
  });

  it('draws a bar hidden from assistive technology, and nothing without the policy', () => {
    const { container, rerender } = render(<PasswordStrength password="secret" email="" />);
    act(() => {
      vi.advanceTimersByTime(STRENGTH_DELAY_MS);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(container.querySelector('[aria-hidden]')).toBeNull();

    rerender(<PasswordStrength password="secret" email="" checkPassword={() => strong} />);
    act(() => {
      vi.advanceTimersByTime(STRENGTH_DELAY_MS);
    });
    const bar = container.querySelector('[aria-hidden]');
    expect(bar).not.toBeNull();
    expect(bar?.firstElementChild).toHaveStyle({ inlineSize: '100%' });
  });
});
