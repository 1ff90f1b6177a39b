// The id the API gave an answer (its x-request-id header), so a browser error report can name the
// request the server's logs know it by (issue 72). An id only: no path, no body.

type Answer = { headers?: unknown } | undefined;

let last: string | undefined;

const idOf = (answer: Answer) => {
  const id = (answer?.headers as Record<string, unknown> | undefined)?.["x-request-id"];
  return typeof id === "string" && id ? id : undefined;
};

/** Notes the id of an API answer, a success's or a failure's. */
export function noteRequestId(answer: Answer) {
  last = idOf(answer) ?? last;
}

/** The request id of a failed API call, else of the last answer the API gave this page. */
export function requestIdFor(error?: unknown) {
  return idOf((error as { response?: Answer } | undefined)?.response) ?? last;
}
