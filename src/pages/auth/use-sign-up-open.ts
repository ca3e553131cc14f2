import { useEffect, useState } from 'react';

import { auth } from '@/lib/auth';

/**
 * Whether anyone may create an account here (the server's `SIGN_UP`): `undefined` until the
 * session check has answered, which is usually before the page's code arrives (it is asked for
 * first), so the page renders with the answer.
 */
export function useSignUpOpen(): boolean | undefined {
  const [open, setOpen] = useState(auth.signUpOpenNow);
  useEffect(() => {
    if (open !== undefined) return;
    let live = true;
    auth.ready().then(
      () => live && setOpen(auth.signUpOpenNow()),
      () => undefined, // no answer: the form says so when it is sent
    );
    return () => {
      live = false;
    };
  }, [open]);
  return open;
}
