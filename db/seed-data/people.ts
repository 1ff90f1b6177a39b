export type SeedPerson = {
  email: string;
  password: string;
  userType: "client" | "provider";
  firstName: string;
  lastName: string;
  countryCode: string;
  timezone: string;
  locale?: "en" | "de";
  provider?: {
    title: string;
    headline: string;
    bio: string;
    gender: string;
    stateCode: string;
    officeAddress: string;
    categories: string[];
    concerns: string[];
    /**
     * Preference slugs (background, modality, language) and the general fee in whole currency
     * units.
     */
    ethnicity: string;
    modalities: string[];
    languages: string[];
    /** States (of the therapist's country) they are licensed in, besides where their office is. */
    licenseStates?: string[];
    fee: number;
  };
};

/** Demo accounts, listed with their passwords in the README. */
export const seedPeople: SeedPerson[] = [
  {
    email: "amaka.obi@demo.therapy",
    password: "demo-pass-1",
    userType: "provider",
    firstName: "Amaka",
    lastName: "Obi",
    countryCode: "NG",
    timezone: "Africa/Lagos",
    provider: {
      title: "Dr",
      headline: "Clinical Psychologist",
      bio: "I help adults work through anxiety, low mood and the pressure of demanding careers, using CBT and mindfulness in a warm, practical way.",
      gender: "female",
      stateCode: "LA",
      officeAddress: "12 Admiralty Way, Lekki Phase 1, Lagos",
      categories: ["individual", "couples"],
      concerns: ["anxiety", "depression", "stress", "burnout"],
      ethnicity: "african",
      modalities: ["video", "in-person"],
      languages: ["en", "ig", "yo"],
      fee: 20000,
    },
  },
  {
    email: "tunde.bakare@demo.therapy",
    password: "demo-pass-1",
    userType: "provider",
    firstName: "Tunde",
    lastName: "Bakare",
    countryCode: "NG",
    timezone: "Africa/Lagos",
    provider: {
      title: "Mr",
      headline: "Family Therapist",
      bio: "Family and couples therapist with twelve years of practice in Abuja. I work with families through conflict, grief and big life changes.",
      gender: "male",
      stateCode: "FC",
      officeAddress: "Plot 5 Aminu Kano Crescent, Wuse 2, Abuja",
      categories: ["family", "couples", "teen"],
      concerns: ["relationships", "grief", "parenting", "anger"],
      ethnicity: "african",
      modalities: ["video", "audio", "in-person"],
      languages: ["en", "yo", "ha"],
      fee: 15000,
    },
  },
  {
    email: "sarah.mitchell@demo.therapy",
    password: "demo-pass-1",
    userType: "provider",
    firstName: "Sarah",
    lastName: "Mitchell",
    countryCode: "US",
    timezone: "America/New_York",
    provider: {
      title: "LCSW",
      headline: "Trauma-informed Therapist",
      bio: "Licensed clinical social worker in New York. EMDR-trained, I specialise in trauma, PTSD and anxiety for adults and teens.",
      gender: "female",
      stateCode: "NY",
      officeAddress: "350 W 31st Street, New York, NY",
      categories: ["individual", "teen"],
      concerns: ["trauma", "anxiety", "self-esteem", "sleep"],
      ethnicity: "white",
      modalities: ["video", "in-person"],
      languages: ["en", "es"],
      licenseStates: ["NJ", "CT"],
      fee: 150,
    },
  },
  {
    email: "marcus.lee@demo.therapy",
    password: "demo-pass-1",
    userType: "provider",
    firstName: "Marcus",
    lastName: "Lee",
    countryCode: "US",
    timezone: "America/Los_Angeles",
    provider: {
      title: "PsyD",
      headline: "Couples and Addiction Counselor",
      bio: "Psychologist in Los Angeles helping couples rebuild trust and individuals recover from addiction, with evidence-based and compassionate care.",
      gender: "male",
      stateCode: "CA",
      officeAddress: "1100 Glendon Avenue, Los Angeles, CA",
      categories: ["couples", "individual", "group"],
      concerns: ["addiction", "relationships", "depression"],
      ethnicity: "asian",
      modalities: ["video", "chat"],
      languages: ["en"],
      fee: 140,
    },
  },
  {
    email: "priya.shah@demo.therapy",
    password: "demo-pass-1",
    userType: "provider",
    firstName: "Priya",
    lastName: "Shah",
    countryCode: "US",
    timezone: "America/Chicago",
    provider: {
      title: "LPC",
      headline: "Counselor for Teens and Families",
      bio: "Licensed professional counselor in Austin. I support teens and parents with anxiety, school stress and eating concerns.",
      gender: "female",
      stateCode: "TX",
      officeAddress: "600 Congress Avenue, Austin, TX",
      categories: ["teen", "family", "child"],
      concerns: ["anxiety", "eating", "parenting", "stress"],
      ethnicity: "asian",
      modalities: ["video", "in-person"],
      languages: ["en", "es"],
      licenseStates: ["OK"],
      fee: 120,
    },
  },
  {
    email: "james.carter@demo.therapy",
    password: "demo-pass-1",
    userType: "provider",
    firstName: "James",
    lastName: "Carter",
    countryCode: "GB",
    timezone: "Europe/London",
    provider: {
      title: "Dr",
      headline: "Counselling Psychologist",
      bio: "HCPC-registered counselling psychologist in London, working with depression, OCD and work stress through CBT and compassion-focused therapy.",
      gender: "male",
      stateCode: "ENG",
      officeAddress: "25 Harley Street, London",
      categories: ["individual"],
      concerns: ["depression", "ocd", "stress", "burnout"],
      ethnicity: "black-british",
      modalities: ["video", "in-person"],
      languages: ["en", "fr"],
      fee: 90,
    },
  },
  {
    email: "lena.mueller@demo.therapy",
    password: "demo-pass-1",
    userType: "provider",
    firstName: "Lena",
    lastName: "Müller",
    countryCode: "DE",
    timezone: "Europe/Berlin",
    locale: "de",
    provider: {
      title: "MSc",
      headline: "Psychologische Psychotherapeutin",
      bio: "Verhaltenstherapeutin in Berlin mit Schwerpunkt Angst, Depression und Burnout. Sitzungen auf Deutsch und Englisch.",
      gender: "female",
      stateCode: "BE",
      officeAddress: "Torstraße 140, Berlin",
      categories: ["individual", "couples"],
      concerns: ["anxiety", "depression", "burnout"],
      ethnicity: "white",
      modalities: ["video", "in-person"],
      languages: ["de", "en"],
      fee: 100,
    },
  },
  {
    email: "chioma.eze@demo.therapy",
    password: "demo-pass-1",
    userType: "client",
    firstName: "Chioma",
    lastName: "Eze",
    countryCode: "NG",
    timezone: "Africa/Lagos",
  },
  {
    email: "emily.brown@demo.therapy",
    password: "demo-pass-1",
    userType: "client",
    firstName: "Emily",
    lastName: "Brown",
    countryCode: "GB",
    timezone: "Europe/London",
  },
  {
    email: "jonas.weber@demo.therapy",
    password: "demo-pass-1",
    userType: "client",
    firstName: "Jonas",
    lastName: "Weber",
    countryCode: "DE",
    timezone: "Europe/Berlin",
    locale: "de",
  },
];
