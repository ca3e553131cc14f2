import { auth } from '@/lib/auth';

/**
 * The sign-in route's data: the demo seed's accounts, which the form lists below it. Asked for
 * with the page's code, so the list is there when the form is, not a round trip after it.
 */
export function prefetch(): Promise<unknown> {
  return auth.demoAccounts();
}
