import { api } from "@/app/api/app";

type Options = {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  token?: string;
};

/** Calls the Hono app in-process, the way an HTTP client would. */
export async function call(path: string, options: Options = {}) {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || typeof options.body === "string") body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await api.request(`/api${path}`, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const text = await response.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are asserted field by field
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, body: json };
}
