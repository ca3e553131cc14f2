/** Demo content of the top bar menus. Replace with your app's real feeds. */
export const demoMessages = [{ name: 'Oleg M' }, { name: 'Andrei H' }] as const;

export type DemoNotification =
  | { name: 'sentMessage'; details: { name: string } }
  | {
      name: 'uploadedZip';
      details: { name: string; type: 'typographyComponent' };
      /** Route name of the page it opens (the dashboard when the app has no such page). */
      opens: string;
    }
  | { name: 'startedTopic'; details: { name: string } };

export const demoNotifications: DemoNotification[] = [
  { name: 'sentMessage', details: { name: 'Vasily S' } },
  {
    name: 'uploadedZip',
    details: { name: 'Oleg M', type: 'typographyComponent' },
    opens: 'typography',
  },
  { name: 'startedTopic', details: { name: 'Andrei H' } },
];
