/** A row of the Tables page's basic and styled tables. */
export type DemoTableRow = { id: string; name: string; email: string; city: string; score: number };

/** The 8 demo rows: six people, then the first two again (with their own ids). */
export const tableRows: readonly DemoTableRow[] = [
  { id: 'r1', name: 'Matthew McCormick', email: 'matthew30@mail.ol', city: 'Vancouver', score: 93 },
  { id: 'r2', name: 'Nancy Bo', email: 'nancy@boonweb.com', city: 'Washington', score: 280 },
  { id: 'r3', name: 'Frederiko Lopez', email: 'fr.lopez@webmail.sp', city: 'Barcelona', score: 16 },
  {
    id: 'r4',
    name: 'Stanley Hummer',
    email: 'mr_winner_2999@gmail.cb',
    city: 'Manchester',
    score: 57,
  },
  { id: 'r5', name: 'Lendley Wintz', email: '9938198146@mailster.io', city: 'Wien', score: 113 },
  { id: 'r6', name: 'Barbara Noz', email: 'barbaranoz@mailster.io', city: 'Brussels', score: 68 },
  { id: 'r7', name: 'Matthew McCormick', email: 'matthew30@mail.ol', city: 'Vancouver', score: 93 },
  { id: 'r8', name: 'Nancy Bo', email: 'nancy@boonweb.com', city: 'Washington', score: 280 },
];
