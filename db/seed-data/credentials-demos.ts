// Pure data: the mocked build imports it too, so nothing server-only here.
export type DemoCredentials = {
  email: string;
  qualifications: {
    type: "license" | "education" | "association";
    body?: string;
    credentialNumber?: string;
    title?: string;
    file: string;
  }[];
  insurance: string[];
  verification?: { status: "submitted" | "approved" | "rejected"; note?: string };
};

/** The demo therapists' credentials (the API's seed and the mocks both read this). */
export const demoCredentials: DemoCredentials[] = [
  {
    email: "amaka.obi@demo.therapy",
    qualifications: [
      {
        type: "license",
        body: "Medical and Dental Council of Nigeria",
        credentialNumber: "MDCN/2011/04417",
        file: "mdcn-license.pdf",
      },
      {
        type: "education",
        title: "MSc Clinical Psychology, University of Lagos",
        file: "unilag-msc-clinical-psychology.pdf",
      },
    ],
    insurance: ["indemnity-policy-2026.pdf"],
    verification: { status: "approved" },
  },
  {
    email: "tunde.bakare@demo.therapy",
    qualifications: [
      {
        type: "license",
        body: "Nigerian Psychological Association",
        credentialNumber: "NPA-88213",
        file: "npa-license.pdf",
      },
      { type: "association", title: "Association for Family Therapy", file: "aft-membership.pdf" },
    ],
    insurance: [],
    verification: { status: "approved" },
  },
  {
    email: "sarah.mitchell@demo.therapy",
    qualifications: [
      {
        type: "license",
        body: "New York State Education Department",
        credentialNumber: "LCSW-091274",
        file: "nysed-lcsw-license.pdf",
      },
      {
        type: "education",
        title: "Doctorate in Counselling Psychology",
        file: "counselling-doctorate.pdf",
      },
    ],
    insurance: [],
    verification: { status: "approved" },
  },
  {
    email: "marcus.lee@demo.therapy",
    qualifications: [
      {
        type: "license",
        body: "California Board of Psychology",
        credentialNumber: "PSY-31877",
        file: "ca-psychology-license.pdf",
      },
    ],
    insurance: ["malpractice-policy.pdf"],
    verification: { status: "approved" },
  },
  {
    email: "priya.shah@demo.therapy",
    qualifications: [
      {
        type: "license",
        body: "Texas Behavioral Health Executive Council",
        credentialNumber: "LPC-80412",
        file: "texas-lpc-license.pdf",
      },
    ],
    insurance: [],
    verification: { status: "approved" },
  },
  {
    email: "james.carter@demo.therapy",
    qualifications: [
      {
        type: "license",
        body: "Health and Care Professions Council",
        credentialNumber: "PYL-28871",
        file: "hcpc-registration.pdf",
      },
    ],
    insurance: ["indemnity-certificate.pdf"],
    verification: { status: "approved" },
  },
  {
    email: "lena.mueller@demo.therapy",
    qualifications: [
      {
        type: "license",
        body: "Landesamt für Gesundheit und Soziales Berlin",
        credentialNumber: "PP-2015-1184",
        file: "approbation.pdf",
      },
    ],
    insurance: [],
    verification: { status: "approved" },
  },
];
