import "server-only";
import { Hono, type Context, type Next } from "hono";
import { matchedRoutes } from "hono/route";
import { contractsOf, errorBodySchema, isZod, type RouteContract } from "./openapi";

type App = Parameters<typeof contractsOf>[0];

/**
 * Under vitest only (createApiApp adds it when VITEST is set; production never does): every answer
 * is checked against what its route declares (decision 0042). A success status the route does not
 * declare, a field it does not declare or of the wrong type, an error code it does not name: each is
 * logged, and tests/setup/fail-on-console.ts fails the test that produced it.
 * `ANSWER_CHECK=envelope` (the route fuzzer) checks only that failures are the error envelope.
 */
export function answerCheck(app: App) {
  let contracts: Map<string, RouteContract> | undefined;
  return async (c: Context, next: Next) => {
    await next();
    if (c.req.method === "HEAD" || process.env.ANSWER_CHECK === "off") return;
    // The health checks answer balancers and supervisors in their own small shape (decision 0805).
    if (c.req.path.startsWith("/api/health")) return;
    contracts ??= contractsOf(app);
    // The handler that ran last answered (or threw): its route, not the last one that matched
    // (GET /booking/participant also matches /booking/:id, which never ran).
    const route = matchedRoutes(c)[c.req.routeIndex];
    const contract = route && contracts.get(`${route.method} ${route.path}`);
    const status = c.res.status;
    const where = `${c.req.method} ${route?.path ?? c.req.path} answered ${status}`;
    const problem = await problemOf(c.res, status, contract);
    if (problem) console.error(`[answer-check] ${where}: ${problem}`);
  };
}

async function jsonOf(response: Response): Promise<{ value: unknown } | undefined> {
  if (!response.headers.get("content-type")?.includes("json")) return undefined;
  if (response.headers.get("content-encoding")) return undefined; // gzipped for the caller
  const text = await response.clone().text();
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with `response` as an answer of the route `method path` declares, or undefined.
 * For the MSW twins (tests/msw/contract-helpers.ts): a twin answers only what its route could.
 */
export function routeAnswerChecker(app: App) {
  const contracts = contractsOf(app);
  // Hono's own router picks the route a path belongs to, as it does for a real request.
  const router = new Hono();
  for (const contract of contracts.values())
    router.on(contract.method, contract.path, (c) => c.text(`${contract.method} ${contract.path}`));
  return async (method: string, url: string, response: Response) => {
    const matched = await router.request(new URL(url).pathname, { method });
    const contract = matched.ok ? contracts.get(await matched.text()) : undefined;
    if (!contract) return `${method} ${new URL(url).pathname} is no route of the API`;
    const problem = await problemOf(response, response.status, contract);
    return problem && `${method} ${contract.path} answered ${response.status}: ${problem}`;
  };
}

async function problemOf(
  response: Response,
  status: number,
  contract: RouteContract | undefined,
): Promise<string | undefined> {
  if (status >= 400) {
    const body = await jsonOf(response);
    if (!body) return "a failure that is not the JSON error envelope";
    const parsed = errorBodySchema.safeParse(body.value);
    if (!parsed.success) return `not the error envelope: ${parsed.error.message}`;
    const codesChecked = process.env.ANSWER_CHECK !== "envelope";
    if (codesChecked && contract?.answers && !contract.errors.has(parsed.data.code))
      return `code ${parsed.data.code} is not declared (answers(..., [codes]))`;
    return undefined;
  }
  if (!contract?.answers || process.env.ANSWER_CHECK === "envelope") return undefined;
  const declared = contract.answers.responses[status as keyof typeof contract.answers.responses];
  if (!declared) return `status ${status} is not declared`;
  if (!isZod(declared)) {
    const type = response.headers.get("content-type") ?? "";
    return declared.type && !type.startsWith(declared.type)
      ? `content-type ${type}, declared ${declared.type}`
      : undefined;
  }
  const body = await jsonOf(response);
  if (!body) return response.headers.get("content-encoding") ? undefined : "not JSON";
  const parsed = declared.safeParse(body.value);
  return parsed.success ? undefined : `not as declared: ${parsed.error.message}`;
}
