/** Text for the demo content: names and comment lines that read like a real discussion. */

export const FIRST_NAMES = ['Amara', 'Liam', 'Sofia', 'Noah', 'Yuki', 'Mateo', 'Aisha', 'Lucas', 'Elena', 'Omar', 'Chloe', 'Ravi', 'Freya', 'Diego', 'Hana', 'Jonas', 'Leila', 'Tomás', 'Ingrid', 'Kwame'] as const

export const LAST_NAMES = ['Okafor', 'Nguyen', 'Rossi', 'Schmidt', 'Tanaka', 'García', 'Haddad', 'Martin', 'Kowalski', 'Silva', 'Dubois', 'Patel', 'Larsen', 'Moreno', 'Kim', 'Berg', 'Costa', 'Novak', 'Walsh', 'Mensah'] as const

export const COMMENT_LINES = [
  'Finally some good news for the neighbourhood. The old lot has been an eyesore for years.',
  'Who is paying for the upkeep once the ribbon is cut? The article does not say.',
  'I walked past the site yesterday and the work has clearly already started.',
  'This is exactly what the council promised three elections ago. Better late than never.',
  'The traffic on the river road is already terrible; I hope they thought about parking.',
  'Great reporting, thank you for including the budget figures.',
  'My kids would love a proper playground within walking distance.',
  'Does anyone know whether the bike path will connect to the north bridge?',
  'I disagree: the money would have done more good in the schools.',
  'Both can be true. Parks and schools are not competing for the same budget line.',
  'Source for the cost estimate? It seems low compared to similar projects.',
  'The minutes of the meeting are public, page 14 has the full breakdown.',
  'Thanks, that answers my question.',
  'A four-day week worked well at my company, productivity went up, not down.',
  'That depends entirely on the sector. Try running a hospital on four days.',
  'Nobody suggested hospitals close on Fridays; shifts can be arranged.',
  'I would happily trade a little salary for a day with my family.',
  'Interesting that the trial results are so consistent across countries.',
  'The food hall is great but prices are steep for what you get.',
  'Five stars for the dumpling stall, the rest is hit and miss.',
  'Went on Saturday, it was packed but the queue moved quickly.',
  'Please add more seating, half the tables were taken by people on laptops.',
  'Polling stations in my district closed on time, turnout looked high.',
  'Can you share the results by ward as they come in?',
  'This is why local journalism matters.',
  'I read the whole thread and I still cannot decide. Good arguments on both sides.',
  '😀 Love this idea.',
  'Long-time reader, first-time commenter: well done to the team on this series.',
] as const
