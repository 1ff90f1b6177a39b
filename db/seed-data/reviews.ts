/** Past sessions with reviews, so the directory shows real ratings. [provider, client, halves, comment] */
export const seedReviews: [
  provider: string,
  client: string,
  ratingHalves: number,
  comment: string | null,
][] = [
  [
    "amaka.obi@demo.therapy",
    "chioma.eze@demo.therapy",
    10,
    "Dr Obi listened without judgement and gave me tools I use every day.",
  ],
  ["amaka.obi@demo.therapy", "emily.brown@demo.therapy", 9, "Warm, practical and always on time."],
  [
    "tunde.bakare@demo.therapy",
    "chioma.eze@demo.therapy",
    9,
    "Helped our family talk to each other again.",
  ],
  [
    "sarah.mitchell@demo.therapy",
    "emily.brown@demo.therapy",
    10,
    "Patient and skilled. EMDR with Sarah changed a lot for me.",
  ],
  ["sarah.mitchell@demo.therapy", "jonas.weber@demo.therapy", 8, null],
  ["marcus.lee@demo.therapy", "emily.brown@demo.therapy", 9, "Clear, kind and direct."],
  [
    "priya.shah@demo.therapy",
    "chioma.eze@demo.therapy",
    10,
    "My daughter finally looks forward to her sessions.",
  ],
  [
    "james.carter@demo.therapy",
    "emily.brown@demo.therapy",
    8,
    "Good structure, useful homework between sessions.",
  ],
  [
    "lena.mueller@demo.therapy",
    "jonas.weber@demo.therapy",
    10,
    "Sehr einfühlsam und professionell.",
  ],
];
