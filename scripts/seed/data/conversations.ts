/**
 * Conversations between seeded users (docs/data-model.md `conversations` + `messages`).
 * Each message is [senderUid, text, minutesAfterPrevious?]; the first message is at
 * `startDaysAgo`. A participant's unread count is the number of messages they received after
 * their own last message, unless they are listed in `readBy` (then 0).
 */

/** [senderUid, text, minutesAfterPrevious?] */
export type SeedMessage = [string, string, number?];

export interface SeedConversation {
  a: string;
  b: string;
  startDaysAgo: number;
  readBy: string[];
  messages: SeedMessage[];
}

const PRIYA = 'seed-priya';
const RAHUL = 'seed-rahul';
const ANANYA = 'seed-ananya';
const VIKRAM = 'seed-vikram';
const ADMIN = 'seed-admin';

export const CONVERSATIONS: SeedConversation[] = [
  {
    // Priya has 2 unread from Ananya.
    a: ANANYA, b: PRIYA, startDaysAgo: 2, readBy: [ANANYA],
    messages: [
      [ANANYA, 'Hi Priya, is the en-suite room in Ilford still available?'],
      [PRIYA, 'Hi Ananya! Yes it is, available from the middle of next month.', 14],
      [ANANYA, 'Great. I am starting my MSc at UCL. Is the flat close to the Elizabeth line?', 6],
      [PRIYA, 'About 5 minutes walk to Ilford station, then 15 minutes to Liverpool Street.', 30],
      [ANANYA, 'Perfect. Could I come for a viewing this Saturday around 11am?', 600],
      [ANANYA, 'Also, is the deposit refundable at the end of the tenancy? Thanks!', 2],
    ],
  },
  {
    // Priya has 1 unread from Vikram.
    a: PRIYA, b: VIKRAM, startDaysAgo: 1.1, readBy: [VIKRAM],
    messages: [
      [VIKRAM, 'Hello, I saw your Stratford studio. Is the 12-month contract flexible?'],
      [PRIYA, 'Hi Vikram, I would prefer 12 months but 9 could work for the right person.', 45],
      [VIKRAM, 'Understood. I work hybrid in the City, would you accept a Skilled Worker visa holder?', 90],
    ],
  },
  {
    // Rahul has 12 unread from Vikram (badge shows "9+").
    a: RAHUL, b: VIKRAM, startDaysAgo: 0.9, readBy: [VIKRAM],
    messages: [
      [VIKRAM, 'Hi Rahul, I am interested in the Wembley double room.'],
      [VIKRAM, 'I work as a software engineer at TCS, hybrid.', 1],
      [VIKRAM, 'Is parking still available on the drive?', 1],
      [VIKRAM, 'I have a small hatchback.', 1],
      [VIKRAM, 'Also, are bills included or split?', 2],
      [VIKRAM, 'And is the room available immediately?', 1],
      [VIKRAM, 'I can move in this weekend if needed.', 3],
      [VIKRAM, 'Happy to pay the deposit by bank transfer.', 2],
      [VIKRAM, 'Could I see the room tomorrow evening after 6?', 5],
      [VIKRAM, 'Or Saturday morning works too.', 1],
      [VIKRAM, 'Sorry for so many messages, just keen!', 4],
      [VIKRAM, 'My number is on my profile if a call is easier. Thanks, Vikram', 2],
    ],
  },
  {
    // Read on both sides.
    a: ADMIN, b: PRIYA, startDaysAgo: 12, readBy: [ADMIN, PRIYA],
    messages: [
      [ADMIN, 'Hi Priya, welcome to RoomShare UK Premium! Your listings now show the premium badge and your contact number.'],
      [PRIYA, 'Thank you! That was quick. Will my older listings get the badge too?', 20],
      [ADMIN, 'Yes, all of your listings show it automatically.', 8],
      [PRIYA, 'Brilliant, thanks for your help.', 3],
    ],
  },
  {
    // Vikram has 1 unread from Harpreet.
    a: 'seed-harpreet', b: VIKRAM, startDaysAgo: 4, readBy: ['seed-harpreet'],
    messages: [
      [VIKRAM, 'Sat sri akal ji, is the Hayes en-suite suitable for someone working in the City?'],
      [
        'seed-harpreet',
        'Sat sri akal Vikram! Yes, the Elizabeth line from Hayes gets you to Farringdon in about 30 minutes.',
        25,
      ],
      [VIKRAM, 'That sounds good. Is there an allocated parking bay?', 10],
      ['seed-harpreet', 'Yes, one allocated bay is included in the rent. Let me know when you would like to view.', 180],
    ],
  },
  {
    // Ananya and Meera, read.
    a: ANANYA, b: 'seed-meera', startDaysAgo: 6, readBy: [ANANYA, 'seed-meera'],
    messages: [
      [ANANYA, 'Hi Meera, is the Forest Gate room OK for a student?'],
      ['seed-meera', 'Hi Ananya, yes of course. The housemates are very friendly.', 60],
      [ANANYA, 'Thank you, I will keep it in mind while I finish viewings in Ilford.', 15],
      ['seed-meera', 'No problem, good luck with the move!', 5],
    ],
  },
  {
    // Rahul and Ananya: Rahul replied last, Ananya has 1 unread.
    a: RAHUL, b: ANANYA, startDaysAgo: 9, readBy: [RAHUL],
    messages: [
      [ANANYA, 'Hi Rahul, is the Hounslow single room suitable for a female student?'],
      [RAHUL, 'Hi Ananya, the house is quiet and the room is open to anyone. It is about 40 minutes to UCL.', 120],
    ],
  },
  {
    // Sneha and Priya, Sneha unread 1.
    a: 'seed-sneha', b: PRIYA, startDaysAgo: 14, readBy: [PRIYA],
    messages: [
      ['seed-sneha', 'Hello! I work night shifts at the Royal London. Is the East Ham room quiet in the daytime?'],
      [PRIYA, 'Hi Sneha, both housemates work in offices, so the house is empty and quiet during the day.', 35],
    ],
  },
  // Imran (account hours old) started 4 conversations within 25 minutes: the conversation-burst
  // signal (the seed also writes his new-account counter, documents.ts).
  {
    a: 'seed-imran', b: 'seed-aditya', startDaysAgo: 85 / 1440, readBy: ['seed-imran'],
    messages: [
      ['seed-imran', 'Hi, I have a double room in Stratford for £395 with all bills. Many people want it.'],
      ['seed-imran', 'Message me on WhatsApp 07700 900987 to reserve it today.', 1],
    ],
  },
  {
    a: 'seed-imran', b: 'seed-karthik', startDaysAgo: 78 / 1440, readBy: ['seed-imran'],
    messages: [
      ['seed-imran', 'Hi, I have a double room in Stratford for £395 with all bills. Many people want it.'],
      ['seed-imran', 'Message me on WhatsApp 07700 900987 to reserve it today.', 1],
    ],
  },
  {
    a: 'seed-imran', b: 'seed-fatima', startDaysAgo: 70 / 1440, readBy: ['seed-imran'],
    messages: [
      ['seed-imran', 'Hi, I have a double room in Stratford for £395 with all bills. Many people want it.'],
      ['seed-imran', 'Message me on WhatsApp 07700 900987 to reserve it today.', 1],
    ],
  },
  {
    a: 'seed-imran', b: 'seed-siddharth', startDaysAgo: 62 / 1440, readBy: ['seed-imran'],
    messages: [
      ['seed-imran', 'Hi, I have a double room in Stratford for £395 with all bills. Many people want it.'],
      ['seed-imran', 'Message me on WhatsApp 07700 900987 to reserve it today.', 1],
    ],
  },
];
