import type { Locale } from "@/lib/i18n/routing";
import type { FormKind, FormQuestion } from "./schemas";

type Starter = { kind: FormKind; title: string; body: string; questions: FormQuestion[] };

/**
 * The starting points a therapist copies and edits (issue 70): a general intake (reasons for
 * coming, history, medication, goals, emergency contact confirmed) and a consent to treatment
 * whose text is theirs to write. The cancellation policy is linked beside every consent form.
 */
const STARTERS: Record<Locale, Record<FormKind, Omit<Starter, "kind">>> = {
  en: {
    intake: {
      title: "General intake",
      body: "A few questions before we meet, so our first session can be about you. Answer what you are comfortable with; we can talk about the rest together.",
      questions: [
        {
          id: "reasons",
          kind: "longText",
          label: "What brings you to therapy now?",
          required: true,
        },
        {
          id: "areas",
          kind: "multiple",
          label: "What would you like help with?",
          required: false,
          options: [
            "Low mood",
            "Anxiety or worry",
            "Stress",
            "Relationships",
            "Sleep",
            "Something else",
          ],
        },
        {
          id: "affect",
          kind: "scale",
          label: "How much does this affect your daily life? (0 = not at all, 10 = completely)",
          required: false,
          min: 0,
          max: 10,
        },
        {
          id: "history",
          kind: "longText",
          label: "Have you had therapy or mental health care before? What helped, what did not?",
          required: false,
        },
        {
          id: "medication",
          kind: "longText",
          label: "Do you take any medication? Please list it with the dose.",
          required: false,
        },
        {
          id: "goals",
          kind: "longText",
          label: "What would you like to be different when therapy has helped?",
          required: true,
        },
        { id: "birth", kind: "date", label: "Date of birth", required: false },
        {
          id: "emergency-contact",
          kind: "single",
          label: "Is the emergency contact in your profile correct?",
          required: true,
          options: ["Yes, it is correct", "No, I will update it before the session"],
        },
      ],
    },
    consent: {
      title: "Consent to treatment",
      body: "I agree to take part in therapy with this therapist.\n\nWhat we talk about stays between us, except where the law requires otherwise or someone's life is in danger.\n\nSessions cancelled late are charged as the cancellation policy says.\n\nI can end therapy at any time.",
      questions: [],
    },
  },
  de: {
    intake: {
      title: "Allgemeiner Aufnahmebogen",
      body: "Ein paar Fragen vor unserem ersten Treffen, damit es in der ersten Sitzung um Sie gehen kann. Beantworten Sie, was Ihnen angenehm ist; über den Rest sprechen wir gemeinsam.",
      questions: [
        {
          id: "reasons",
          kind: "longText",
          label: "Was führt Sie jetzt in die Therapie?",
          required: true,
        },
        {
          id: "areas",
          kind: "multiple",
          label: "Wobei möchten Sie Unterstützung?",
          required: false,
          options: [
            "Niedergeschlagenheit",
            "Angst oder Sorgen",
            "Stress",
            "Beziehungen",
            "Schlaf",
            "Etwas anderes",
          ],
        },
        {
          id: "affect",
          kind: "scale",
          label: "Wie sehr beeinträchtigt das Ihren Alltag? (0 = gar nicht, 10 = vollständig)",
          required: false,
          min: 0,
          max: 10,
        },
        {
          id: "history",
          kind: "longText",
          label:
            "Waren Sie schon einmal in Therapie oder psychiatrischer Behandlung? Was hat geholfen, was nicht?",
          required: false,
        },
        {
          id: "medication",
          kind: "longText",
          label: "Nehmen Sie Medikamente? Bitte mit Dosis angeben.",
          required: false,
        },
        {
          id: "goals",
          kind: "longText",
          label: "Was soll anders sein, wenn die Therapie geholfen hat?",
          required: true,
        },
        { id: "birth", kind: "date", label: "Geburtsdatum", required: false },
        {
          id: "emergency-contact",
          kind: "single",
          label: "Ist der Notfallkontakt in Ihrem Profil richtig?",
          required: true,
          options: ["Ja, er ist richtig", "Nein, ich ändere ihn vor der Sitzung"],
        },
      ],
    },
    consent: {
      title: "Einwilligung in die Behandlung",
      body: "Ich willige ein, an einer Therapie bei dieser Therapeutin oder diesem Therapeuten teilzunehmen.\n\nWas wir besprechen, bleibt zwischen uns, außer wenn das Gesetz es anders verlangt oder ein Leben in Gefahr ist.\n\nSpät abgesagte Sitzungen werden nach den Stornierungsbedingungen berechnet.\n\nIch kann die Therapie jederzeit beenden.",
      questions: [],
    },
  },
};

/** A starter in the therapist's language, to copy. */
export function starterTemplate(kind: FormKind, locale: Locale): Starter {
  return { kind, ...structuredClone(STARTERS[locale][kind]) };
}
