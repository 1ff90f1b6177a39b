import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import type { InProcessApi } from "./in-process";

type Body = NonNullable<RequestInit["body"]>;

function bodyOf(config: InternalAxiosRequestConfig, method: string): Body | undefined {
  const data: unknown = config.data;
  if (data === undefined || data === null || method === "GET" || method === "HEAD")
    return undefined;
  // transformRequest has already run: objects arrive here as JSON strings.
  if (
    typeof data === "string" ||
    data instanceof URLSearchParams ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  )
    return data as Body;
  return JSON.stringify(data);
}

function headersOf(config: InternalAxiosRequestConfig): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (value === undefined || value === null) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
  }
  return headers;
}

function responseHeadersOf(response: Response): AxiosHeaders {
  const headers = new AxiosHeaders();
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers.set(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers.set("set-cookie", cookies);
  return headers;
}

/**
 * An axios adapter that answers requests with the Hono app's `request()` in this process: the same
 * URL, method, headers and body an HTTP call would send, without a socket. Status validation,
 * timeouts and cancellation behave as with axios's own adapters, so callers cannot tell the two apart.
 */
export function inProcessAdapter(api: InProcessApi): AxiosAdapter {
  return async (config) => {
    const url = axios.getUri(config);
    const method = (config.method ?? "get").toUpperCase();
    const request = { inProcess: true, method, url };
    const controller = new AbortController();
    const signal = config.signal as AbortSignal | undefined;
    if (signal?.aborted) throw new CanceledError(undefined, config, request);

    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    const stopped = new Promise<never>((_, reject) => {
      onAbort = () => {
        controller.abort();
        reject(new CanceledError(undefined, config, request));
      };
      signal?.addEventListener?.("abort", onAbort, { once: true });
      if (config.timeout) {
        timer = setTimeout(() => {
          controller.abort();
          reject(
            new AxiosError(
              config.timeoutErrorMessage ?? `timeout of ${config.timeout}ms exceeded`,
              AxiosError.ECONNABORTED,
              config,
              request,
            ),
          );
        }, config.timeout);
      }
    });

    try {
      const response = await Promise.race([
        Promise.resolve(
          api.request(url, {
            method,
            headers: headersOf(config),
            body: bodyOf(config, method),
            signal: controller.signal,
          }),
        ),
        stopped,
      ]);
      const data = await Promise.race([
        config.responseType === "arraybuffer" ? response.arrayBuffer() : response.text(),
        stopped,
      ]);
      const result: AxiosResponse = {
        data,
        status: response.status,
        statusText: response.statusText,
        headers: responseHeadersOf(response),
        config,
        request,
      };
      if (!config.validateStatus || config.validateStatus(response.status)) return result;
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        response.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
        config,
        request,
        result,
      );
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener?.("abort", onAbort);
    }
  };
}
