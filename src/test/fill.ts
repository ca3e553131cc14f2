import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into `field` as one paste, where a test only needs the field filled: `user.type`
 * renders once per keystroke, which on a busy machine can cost a test seconds. Type (short
 * strings) only where the keystrokes are what is tested.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
