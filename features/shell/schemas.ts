/** What the site header, footer and home page show on every page (spec section 2). */
export type ShellItem = {
  identifier: string;
  name: string;
  slug?: string;
  code?: string;
  therapistCount?: number;
};

export type ShellData = {
  countryCode: string;
  topStates: ShellItem[];
  categories: ShellItem[];
  concerns: ShellItem[];
};
