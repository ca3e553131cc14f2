/**
 * The link a mail carries to a page of the app: the page's path with its one-time token and, for a
 * page that sets a password, the account's email, which that page gives to password managers so
 * they save the new password under it. The server never reads the email back: the token decides.
 */
export function mailedLink(
  origin: string,
  path: string,
  query: { token?: string; email?: string },
): string {
  const link = new URL(path, origin);
  if (query.token) link.searchParams.set('token', query.token);
  if (query.email) link.searchParams.set('email', query.email);
  return link.toString();
}
