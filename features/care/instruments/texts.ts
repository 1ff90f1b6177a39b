import type { AnswerValue, Band, Instrument } from "./definitions";

/**
 * The instruments' wording, word for word as published, which is why it lives here and not in
 * messages/*.json: a translator must not "improve" it. English: the Pfizer/PHQ Screeners forms.
 * German: the PHQ-D (Löwe, Spitzer, Zipfel & Herzog 2002) and the German GAD-7 (Löwe et al. 2008).
 * The band names follow the same sources.
 */
export type InstrumentLanguage = "en" | "de";

type Wording = {
  title: string;
  stem: string;
  items: readonly string[];
  options: Record<AnswerValue, string>;
  bands: Partial<Record<Band, string>>;
};

const EN_OPTIONS = {
  0: "Not at all",
  1: "Several days",
  2: "More than half the days",
  3: "Nearly every day",
} as const;

const DE_OPTIONS = {
  0: "Überhaupt nicht",
  1: "An einzelnen Tagen",
  2: "An mehr als der Hälfte der Tage",
  3: "Beinahe jeden Tag",
} as const;

export const WORDING: Record<InstrumentLanguage, Record<Instrument, Wording>> = {
  en: {
    phq9: {
      title: "PHQ-9",
      stem: "Over the last 2 weeks, how often have you been bothered by any of the following problems?",
      items: [
        "Little interest or pleasure in doing things",
        "Feeling down, depressed, or hopeless",
        "Trouble falling or staying asleep, or sleeping too much",
        "Feeling tired or having little energy",
        "Poor appetite or overeating",
        "Feeling bad about yourself — or that you are a failure or have let yourself or your family down",
        "Trouble concentrating on things, such as reading the newspaper or watching television",
        "Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual",
        "Thoughts that you would be better off dead or of hurting yourself in some way",
      ],
      options: EN_OPTIONS,
      bands: {
        minimal: "Minimal or none",
        mild: "Mild",
        moderate: "Moderate",
        moderatelySevere: "Moderately severe",
        severe: "Severe",
      },
    },
    gad7: {
      title: "GAD-7",
      stem: "Over the last 2 weeks, how often have you been bothered by the following problems?",
      items: [
        "Feeling nervous, anxious or on edge",
        "Not being able to stop or control worrying",
        "Worrying too much about different things",
        "Trouble relaxing",
        "Being so restless that it is hard to sit still",
        "Becoming easily annoyed or irritable",
        "Feeling afraid as if something awful might happen",
      ],
      options: EN_OPTIONS,
      bands: { minimal: "Minimal", mild: "Mild", moderate: "Moderate", severe: "Severe" },
    },
  },
  de: {
    phq9: {
      title: "PHQ-9",
      stem: "Wie oft fühlten Sie sich im Verlauf der letzten 2 Wochen durch die folgenden Beschwerden beeinträchtigt?",
      items: [
        "Wenig Interesse oder Freude an Ihren Tätigkeiten",
        "Niedergeschlagenheit, Schwermut oder Hoffnungslosigkeit",
        "Schwierigkeiten ein- oder durchzuschlafen oder vermehrter Schlaf",
        "Müdigkeit oder Gefühl, keine Energie zu haben",
        "Verminderter Appetit oder übermäßiges Bedürfnis zu essen",
        "Schlechte Meinung von sich selbst; Gefühl, ein Versager zu sein oder die Familie enttäuscht zu haben",
        "Schwierigkeiten, sich auf etwas zu konzentrieren, z. B. beim Zeitunglesen oder Fernsehen",
        "Waren Ihre Bewegungen oder Ihre Sprache so verlangsamt, dass es auch anderen auffallen würde? Oder waren Sie im Gegenteil „zappelig“ oder ruhelos und hatten dadurch einen stärkeren Bewegungsdrang als sonst?",
        "Gedanken, dass Sie lieber tot wären oder sich Leid zufügen möchten",
      ],
      options: DE_OPTIONS,
      bands: {
        minimal: "Keine oder minimale depressive Symptomatik",
        mild: "Milde depressive Symptomatik",
        moderate: "Mittelgradige depressive Symptomatik",
        moderatelySevere: "Ausgeprägte depressive Symptomatik",
        severe: "Schwere depressive Symptomatik",
      },
    },
    gad7: {
      title: "GAD-7",
      stem: "Wie oft fühlten Sie sich im Verlauf der letzten 2 Wochen durch die folgenden Beschwerden beeinträchtigt?",
      items: [
        "Nervosität, Ängstlichkeit oder Anspannung",
        "Nicht in der Lage sein, Sorgen zu stoppen oder zu kontrollieren",
        "Übermäßige Sorgen bezüglich verschiedener Angelegenheiten",
        "Schwierigkeiten zu entspannen",
        "Rastlosigkeit, so dass Stillsitzen schwer fällt",
        "Schnelle Verärgerung oder Gereiztheit",
        "Gefühl der Angst, so als würde etwas Schlimmes passieren",
      ],
      options: DE_OPTIONS,
      bands: {
        minimal: "Minimale Angstsymptomatik",
        mild: "Milde Angstsymptomatik",
        moderate: "Mittelgradige Angstsymptomatik",
        severe: "Schwere Angstsymptomatik",
      },
    },
  },
};

export const wordingOf = (language: string, instrument: Instrument): Wording =>
  WORDING[language === "de" ? "de" : "en"][instrument];

/** The band's published name in a language. */
export function bandName(language: string, instrument: Instrument, band: Band): string {
  const name = wordingOf(language, instrument).bands[band];
  if (!name) throw new RangeError(`${instrument} has no band ${band}`);
  return name;
}
