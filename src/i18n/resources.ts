import type en from './locales/en';

/** The shape of one language's strings; English is the reference every language must match. */
export type Resources = typeof en;

type Namespace = Extract<keyof Resources, string>;
type StringKeys<T> = { [K in Extract<keyof T, string>]: T[K] extends string ? K : never }[Extract<
  keyof T,
  string
>];

/** A `namespace.key` translation key whose value is a plain string: a page or group name. */
export type TitleKey = { [N in Namespace]: `${N}.${StringKeys<Resources[N]>}` }[Namespace];
