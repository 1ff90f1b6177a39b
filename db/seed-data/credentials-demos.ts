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
    verification: {
      status: "rejected",
      note: "The license scan is cut off at the bottom; please upload the whole page.",
    },
  },
  {
    email: "sarah.mitchell@demo.therapy",
    qualifications: [
      {
        type: "education",
        title: "Doctorate in Counselling Psychology",
        file: "counselling-doctorate.pdf",
      },
    ],
    insurance: [],
  },
];
