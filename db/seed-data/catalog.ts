// Plain data, not server code: the seed and the browser-side MSW fixtures (tests/msw/fixtures) both
// read it, so it carries no `import "server-only"`.
import type { LocalizedNames } from "../schema/catalog";

type Entry = [slug: string, en: string, de: string];

const toNames = ([slug, en, de]: Entry) => ({ slug, names: { en, de } satisfies LocalizedNames });

export const seedTherapyCategories = (
  [
    ["individual", "Individual therapy", "Einzeltherapie"],
    ["couples", "Couples therapy", "Paartherapie"],
    ["family", "Family therapy", "Familientherapie"],
    ["teen", "Teen therapy", "Jugendtherapie"],
    ["child", "Child therapy", "Kindertherapie"],
    ["group", "Group therapy", "Gruppentherapie"],
  ] satisfies Entry[]
)
  .map(toNames)
  // Couples and family sessions may have invited participants (issue 13).
  .map((c) => ({ ...c, allowInvite: c.slug === "couples" || c.slug === "family" }));

export const seedConcerns = (
  [
    ["anxiety", "Anxiety", "Angst"],
    ["depression", "Depression", "Depression"],
    ["stress", "Stress", "Stress"],
    ["relationships", "Relationship issues", "Beziehungsprobleme"],
    ["trauma", "Trauma and PTSD", "Trauma und PTBS"],
    ["grief", "Grief and loss", "Trauer und Verlust"],
    ["self-esteem", "Self-esteem", "Selbstwertgefühl"],
    ["burnout", "Burnout", "Burnout"],
    ["addiction", "Addiction", "Sucht"],
    ["sleep", "Sleep problems", "Schlafprobleme"],
    ["ocd", "OCD", "Zwangsstörung"],
    ["anger", "Anger management", "Umgang mit Wut"],
    ["eating", "Eating disorders", "Essstörungen"],
    ["parenting", "Parenting", "Erziehungsfragen"],
  ] satisfies Entry[]
).map(toNames);

/** The preference lists of spec section 3 (country comes from the countries table). */
export const seedPreferenceOptions: Record<string, ReturnType<typeof toNames>[]> = {
  modality: (
    [
      ["video", "Video call", "Videoanruf"],
      ["audio", "Audio call", "Telefonat"],
      ["in-person", "In person", "Vor Ort"],
      ["chat", "Chat", "Chat"],
    ] satisfies Entry[]
  ).map(toNames),
  gender: (
    [
      ["female", "Female", "Weiblich"],
      ["male", "Male", "Männlich"],
      ["non-binary", "Non-binary", "Nicht-binär"],
      ["undisclosed", "Prefer not to say", "Keine Angabe"],
    ] satisfies Entry[]
  ).map(toNames),
  therapy: (
    [
      ["talk", "Talk therapy", "Gesprächstherapie"],
      ["art", "Art therapy", "Kunsttherapie"],
      ["play", "Play therapy", "Spieltherapie"],
      ["music", "Music therapy", "Musiktherapie"],
    ] satisfies Entry[]
  ).map(toNames),
  ageGroup: (
    [
      ["children", "Children (6-12)", "Kinder (6-12)"],
      ["teens", "Teens (13-17)", "Jugendliche (13-17)"],
      ["adults", "Adults (18-64)", "Erwachsene (18-64)"],
      ["elders", "Elders (65+)", "Senioren (65+)"],
    ] satisfies Entry[]
  ).map(toNames),
  language: (
    [
      ["en", "English", "Englisch"],
      ["de", "German", "Deutsch"],
      ["yo", "Yoruba", "Yoruba"],
      ["ig", "Igbo", "Igbo"],
      ["ha", "Hausa", "Hausa"],
      ["fr", "French", "Französisch"],
      ["es", "Spanish", "Spanisch"],
    ] satisfies Entry[]
  ).map(toNames),
  therapyApproach: (
    [
      ["cbt", "Cognitive behavioural therapy (CBT)", "Kognitive Verhaltenstherapie (KVT)"],
      ["dbt", "Dialectical behaviour therapy (DBT)", "Dialektisch-behaviorale Therapie (DBT)"],
      ["psychodynamic", "Psychodynamic therapy", "Psychodynamische Therapie"],
      ["humanistic", "Humanistic therapy", "Humanistische Therapie"],
      ["emdr", "EMDR", "EMDR"],
      ["mindfulness", "Mindfulness-based therapy", "Achtsamkeitsbasierte Therapie"],
      ["solution-focused", "Solution-focused therapy", "Lösungsorientierte Therapie"],
    ] satisfies Entry[]
  ).map(toNames),
  religion: (
    [
      ["christianity", "Christianity", "Christentum"],
      ["islam", "Islam", "Islam"],
      ["judaism", "Judaism", "Judentum"],
      ["hinduism", "Hinduism", "Hinduismus"],
      ["buddhism", "Buddhism", "Buddhismus"],
      ["none", "No religion", "Keine Religion"],
    ] satisfies Entry[]
  ).map(toNames),
  background: (
    [
      ["african", "African", "Afrikanisch"],
      ["black-british", "Black British", "Schwarz britisch"],
      ["african-american", "African American", "Afroamerikanisch"],
      ["asian", "Asian", "Asiatisch"],
      ["hispanic", "Hispanic or Latino", "Hispanisch oder lateinamerikanisch"],
      ["white", "White", "Weiß"],
      ["mixed", "Mixed", "Gemischt"],
    ] satisfies Entry[]
  ).map(toNames),
  trait: (
    [
      ["warm", "Warm", "Herzlich"],
      ["direct", "Direct", "Direkt"],
      ["calm", "Calm", "Ruhig"],
      ["structured", "Structured", "Strukturiert"],
      ["humorous", "Humorous", "Humorvoll"],
    ] satisfies Entry[]
  ).map(toNames),
  specialities: [], // filled from concerns below
  /** A therapist's professional discipline (spec 3.1 `disciplineIdentifier`, decision 0408). */
  discipline: (
    [
      ["psychology", "Psychology", "Psychologie"],
      ["psychotherapy", "Psychotherapy", "Psychotherapie"],
      ["counselling", "Counselling", "Beratung"],
      ["psychiatry", "Psychiatry", "Psychiatrie"],
      ["social-work", "Social work", "Soziale Arbeit"],
      ["marriage-family", "Marriage and family therapy", "Paar- und Familientherapie"],
    ] satisfies Entry[]
  ).map(toNames),
  communication: (
    [
      ["text", "Text messages", "Textnachrichten"],
      ["email", "Email", "E-Mail"],
      ["phone", "Phone", "Telefon"],
    ] satisfies Entry[]
  ).map(toNames),
};
seedPreferenceOptions.specialities = seedConcerns;
