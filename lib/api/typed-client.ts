import type { AxiosInstance } from "axios";
import type { paths } from "./openapi-types";

/**
 * An axios instance typed by the OpenAPI document (decision 0043): a call names the document's
 * path (`/wallet/transactions/{id}`, without `/api`) and gets its declared answer, path
 * parameters, query and JSON body as types. A field renamed on the server changes
 * lib/api/openapi-types.ts (`npm run api:types`), and `tsc` then fails on every use of the old
 * name. The browser's client (typed.ts) and the server components' (server.ts) are both this.
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
export type Args<R> = object extends R ? [request?: R] : [request: R];

type Loose = { path?: Record<string, string | number>; query?: object; body?: unknown };

/** `/payment/sandbox/{reference}` with `{ reference: "abc" }` → `/payment/sandbox/abc`. */
export const fillPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));

async function send(client: AxiosInstance, method: Method, path: string, request: Loose = {}) {
  const answer = await client.request({
    method,
    url: fillPath(path, request.path),
    params: request.query,
    data: request.body,
  });
  return answer.data;
}

export type Caller<M extends Method> = <P extends ApiPath<M>>(
  path: P,
  ...request: Args<Request<P, M>>
) => Promise<Answer<P, M>>;
// Typed by Caller, not checked against it: the check's union of every path is too big for tsc.
const caller = <M extends Method>(client: AxiosInstance, method: M) =>
  ((path: string, request?: Loose) => send(client, method, path, request)) as unknown as Caller<M>;

/** `client` typed by path: what it answers, and what each call takes, from the document. */
export const typedClient = (client: AxiosInstance) => ({
  get: caller(client, "get"),
  post: caller(client, "post"),
  put: caller(client, "put"),
  delete: caller(client, "delete"),
});
