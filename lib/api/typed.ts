import { api } from "./client";
import type { paths } from "./openapi-types";

/**
 * The API client typed by the OpenAPI document (decision 0043): a call names the document's path
 * (`/wallet/transactions/{id}`, without `/api`) and gets its declared answer, path parameters,
 * query and JSON body as types. A field renamed on the server changes lib/api/openapi-types.ts
 * (`npm run api:types`), and `tsc` then fails on every use of the old name. The same axios
 * instance (`api`) sends it: tokens, refresh and the caller's language as before.
 */
type Method = "get" | "post" | "put" | "delete";

type Route<P extends string> = paths[`/api${P}` & keyof paths];
type Operation<P extends string, M extends Method> = NonNullable<Route<P>[M]>;

/** The paths (without `/api`) that have this method. */
export type ApiPath<M extends Method> = {
  [K in keyof paths]: K extends `/api${infer P}`
    ? [NonNullable<paths[K][M]>] extends [never]
      ? never
      : P
    : never;
}[keyof paths];

type JsonOf<R> = R extends { content: { "application/json": infer J } } ? J : undefined;
type SuccessOf<O> = O extends { responses: infer R }
  ? JsonOf<R[Extract<keyof R, 200 | 201 | 202 | 204>]>
  : never;
/** What a call answers when it succeeds: the whole envelope (`{ data }`, `{ data, meta }`). */
export type Answer<P extends string, M extends Method> = SuccessOf<Operation<P, M>>;

type PathOf<O> = O extends { parameters: { path: infer X } } ? { path: X } : { path?: undefined };
type QueryOf<O> = O extends { parameters: { query?: infer Q } }
  ? [Q] extends [never]
    ? { query?: undefined }
    : { query?: Q }
  : { query?: undefined };
type BodyOf<O> = O extends { requestBody: { content: { "application/json": infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { "application/json": infer B } } }
    ? { body?: B }
    : { body?: undefined };
/** A call's path parameters, query and JSON body, each as its route declares it. */
export type Request<P extends string, M extends Method> = PathOf<Operation<P, M>> &
  QueryOf<Operation<P, M>> &
  BodyOf<Operation<P, M>>;
type Args<R> = object extends R ? [request?: R] : [request: R];

type Loose = { path?: Record<string, string | number>; query?: object; body?: unknown };

/** `/payment/sandbox/{reference}` with `{ reference: "abc" }` → `/payment/sandbox/abc`. */
export const fillPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));

async function send(method: Method, path: string, request: Loose = {}) {
  const answer = await api.request({
    method,
    url: fillPath(path, request.path),
    params: request.query,
    data: request.body,
  });
  return answer.data;
}

type Caller<M extends Method> = <P extends ApiPath<M>>(
  path: P,
  ...request: Args<Request<P, M>>
) => Promise<Answer<P, M>>;
// Typed by Caller, not checked against it: the check's union of every path is too big for tsc.
const caller = <M extends Method>(method: M) =>
  ((path: string, request?: Loose) => send(method, path, request)) as unknown as Caller<M>;

export const typedApi = {
  get: caller("get"),
  post: caller("post"),
  put: caller("put"),
  delete: caller("delete"),
};
