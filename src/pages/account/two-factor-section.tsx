/**
 * The "Two-factor authentication" section of the account page. A placeholder: the two-factor
 * work replaces this file with the real section.
 */
export function TwoFactorSection() {
  return null;
}
