// Prints the names of the routes whose page the main e2e run sweeps and `npm run strip-demo` leaves
// as it is, comma-separated: the starter check (scripts/check-strip.mjs) skips them in the stripped
// app's route sweep, which then covers only the pages the strip changes or the generator adds.
// Run from the project root: `npx tsx --tsconfig tsconfig.app.json scripts/swept-routes.ts`.
import { appRoutes } from '../e2e/app-routes';
import { demoPageOverrides } from '../src/demo/routes'; // demo

/** Routes that show another page while the demo is in the app: the stripped app sweeps its own. */
const replaced = new Set<string>();
for (const name of Object.keys(demoPageOverrides)) replaced.add(name); // demo

process.stdout.write(
  appRoutes
    .filter((route) => !replaced.has(route.name))
    .map((route) => route.name)
    .join(',') + '\n',
);
