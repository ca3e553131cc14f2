// What a lazily imported page module looks like to the e2e and Node programs (tsconfig.node.json):
// the pages themselves are checked with the app (tsconfig.app.json).
import type { ComponentType } from 'react';

declare const Page: ComponentType;
export default Page;

/** A page area's data module (`users-data.ts`): what a registry entry's `data` loader calls. */
export declare function prefetch(args: { request: Request }): Promise<void>;
