import type en from './locales/en';

/** The shape of one language's strings; English is the reference every language must match. */
export type Resources = typeof en;
