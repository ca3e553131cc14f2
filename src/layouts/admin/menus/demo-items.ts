/** Demo content of the top bar menus (ORIGINAL §2.2). Replace with your app's real feeds. */
export const demoMessages = [{ name: 'Oleg M' }, { name: 'Andrei H' }] as const;

export type DemoNotification =
  | { name: 'sentMessage'; details: { name: string } }
  | { name: 'uploadedZip'; details: { name: string; type: 'typographyComponent' } }
  | { name: 'startedTopic'; details: { name: string } };

export const demoNotifications: DemoNotification[] = [
  { name: 'sentMessage', details: { name: 'Vasily S' } },
  { name: 'uploadedZip', details: { name: 'Oleg M', type: 'typographyComponent' } },
  { name: 'startedTopic', details: { name: 'Andrei H' } },
];
