/**
 * Pages of clinical data where no analytics, advertising, pixel or recording tag may run,
 * whatever the visitor consented to (issue 70): a client's questionnaires, answers and crisis
 * help, and a therapist's view of a client's questionnaires and notes. Paths without the locale.
 */
const UNTRACKED = [/^\/care(\/|$)/, /^\/clients\/[^/]+\/(care|notes)(\/|$)/];

export const isUntrackedPath = (pathname: string) => {
  const path = pathname.replace(/^\/(de|en)(?=\/|$)/, "") || "/";
  return UNTRACKED.some((pattern) => pattern.test(path));
};
