/**
 * Help for a client whose PHQ-9 item 9 is above 0, by country (issue 70). REVIEWED CONFIGURATION:
 * every number here names the published page it was taken from. A number nobody could confirm
 * from a published source is left out, never guessed; a country not listed gets the general
 * advice to call the local emergency number. Change this file only with its source, in review.
 */
export type CrisisLine = {
  /** The service's own name (not translated). */
  name: string;
  /** As dialled, spaced as the service writes it. */
  number: string;
  /** What the service is, as a Care.crisis.kinds key. */
  kind: "crisisLine" | "emotionalSupport";
  source: string;
};

export type CountryHelp = {
  emergency: { number: string; source: string };
  lines: CrisisLine[];
};

export const CRISIS_HELP: Record<string, CountryHelp> = {
  US: {
    emergency: { number: "911", source: "https://www.911.gov/" },
    lines: [
      {
        name: "988 Suicide & Crisis Lifeline",
        number: "988",
        kind: "crisisLine",
        source: "https://988lifeline.org/",
      },
    ],
  },
  GB: {
    emergency: {
      number: "999",
      source:
        "https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/",
    },
    lines: [
      {
        name: "Samaritans",
        number: "116 123",
        kind: "emotionalSupport",
        source: "https://www.samaritans.org/how-we-can-help/contact-samaritan/",
      },
    ],
  },
  DE: {
    emergency: { number: "112", source: "https://www.bmi.bund.de/ (EU-weiter Notruf 112)" },
    lines: [
      {
        name: "TelefonSeelsorge",
        number: "0800 111 0 111",
        kind: "emotionalSupport",
        source: "https://www.telefonseelsorge.de/",
      },
    ],
  },
  // No Nigerian crisis line could be confirmed from a published source for this release: only the
  // national emergency number is given (Nigerian Communications Commission's 112 service).
  NG: {
    emergency: { number: "112", source: "https://www.ncc.gov.ng/ (112 national emergency number)" },
    lines: [],
  },
};

/** The help for a country code (ISO 3166-1 alpha-2, any case); undefined where none is listed. */
export const crisisHelpFor = (countryCode: string | null | undefined): CountryHelp | undefined =>
  countryCode ? CRISIS_HELP[countryCode.toUpperCase()] : undefined;

/** `tel:` link of a number as written. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;
