import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from "axios";
import { ErrorCode } from "./error-codes";
import { errorCode } from "./error-message";
import type { AuthTokens } from "./session-cookies";
import type { Answer } from "./typed-client";

// expiresIn is in seconds, refreshTokenExp epoch milliseconds.
type RefreshAnswer = Answer<"/auth/refresh", "post">;

export type ApiClientDeps = {
  baseURL: string;
  /** Spec section 7 headers, computed for every call. */
  headers: () => Record<string, string | undefined>;
  session: {
    accessToken: () => string | undefined;
    refreshToken: () => string | undefined;
    refreshTokenExpired: () => boolean;
    /** Whether a refresh token is known to live (the browser sees only its expiry cookie). */
    canRefresh: () => boolean;
    store: (tokens: AuthTokens) => void;
  };
  /** Refresh failed: clear the session and send the person to /login?redirect=… */
  onSessionEnded: () => void;
};

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean; _signedIn?: boolean };

/**
 * The one axios instance the UI talks through. A 401 TOKEN_EXPIRED triggers one shared
 * refresh for every request failing at that moment; each is retried once with the new token.
 */
export type ApiClient = AxiosInstance & {
  /**
   * Renews an expired access token (and so its cookie) while the refresh token lives; resolves
   * either way. For what carries only the cookie: links, `<img src>`, event streams.
   */
  renewSession: () => Promise<void>;
};

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const instance = axios.create({ baseURL: deps.baseURL, withCredentials: true });
  let refreshing: Promise<string> | null = null;

  async function refresh(): Promise<string> {
    if (deps.session.refreshTokenExpired()) throw new Error("Refresh token expired");
    const refreshToken = deps.session.refreshToken();
    // A bare axios call: the refresh must not go through these interceptors (no loops).
    const { data } = await axios.post<RefreshAnswer>(`${deps.baseURL}/auth/refresh`, null, {
      withCredentials: true,
      headers: {
        ...definedHeaders(deps.headers()),
        ...(refreshToken ? { Authorization: `Bearer ${refreshToken}` } : {}),
      },
    });
    const answer = data.data;
    deps.session.store({
      token: answer.token,
      refreshToken: answer.refreshToken,
      tokenExpiresAt: Date.now() + answer.expiresIn * 1000,
      refreshTokenExpiresAt: answer.refreshTokenExp,
    });
    return answer.token;
  }

  const sharedRefresh = () => {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  /** The access token; its cookie expires with it, so a living refresh token gets a new one first. */
  async function currentToken(): Promise<string | undefined> {
    const token = deps.session.accessToken();
    if (token || !deps.session.canRefresh()) return token;
    return sharedRefresh().catch(() => undefined);
  }

  instance.interceptors.request.use(async (config) => {
    for (const [name, value] of Object.entries(definedHeaders(deps.headers()))) {
      config.headers.set(name, value, false);
    }
    if (!config.headers.has("Authorization")) {
      (config as RetriableConfig)._signedIn =
        !!deps.session.accessToken() || deps.session.canRefresh();
      const token = await currentToken();
      if (token) config.headers.set("Authorization", `Bearer ${token}`);
    }
    return config;
  });

  instance.interceptors.response.use(undefined, async (error) => {
    // A file asked for as text, bytes or a blob gets its error envelope in that form too: read it,
    // so TOKEN_EXPIRED renews and the message can be told.
    const response = error?.response;
    const data: unknown = response?.data;
    const text =
      typeof data === "string"
        ? data
        : data instanceof ArrayBuffer
          ? new TextDecoder().decode(data)
          : data instanceof Blob
            ? await data.text()
            : undefined;
    if (text !== undefined && /json/.test(`${response.headers?.["content-type"]}`)) {
      try {
        response.data = JSON.parse(text);
      } catch {
        // Not JSON after all: left as it came.
      }
    }
    const config = error?.config as RetriableConfig | undefined;
    // A session the server no longer honours (signed out from another device, its password
    // changed elsewhere, the account closed): to the login page, as when a refresh fails.
    if (error.response?.status === 401 && errorCode(error) === ErrorCode.UNAUTHORIZED) {
      if (config?._signedIn) deps.onSessionEnded();
      throw error;
    }
    if (
      !config ||
      error.response?.status !== 401 ||
      errorCode(error) !== ErrorCode.TOKEN_EXPIRED ||
      config._retried
    ) {
      throw error;
    }
    config._retried = true;
    let token: string;
    try {
      token = await sharedRefresh();
    } catch {
      deps.onSessionEnded();
      throw error;
    }
    config.headers.set("Authorization", `Bearer ${token}`);
    return instance(config);
  });

  return Object.assign(instance, {
    renewSession: () => currentToken().then(() => undefined),
  });
}

function definedHeaders(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}
