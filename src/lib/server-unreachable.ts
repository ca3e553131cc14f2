/**
 * The server did not answer: the network failed, a request hung past its limit, or (for the
 * session check) it answered with a server error while restarting or overloaded. Not an answer
 * that refuses (`ApiError`): nobody is signed in or out by it, and the page says so and offers to
 * try again. Its own module, small enough for the first load, where the session check and the
 * route error page need it.
 */
export class ServerUnreachableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The server did not answer', options);
    this.name = 'ServerUnreachableError';
  }
}
