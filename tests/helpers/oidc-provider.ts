import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type Provider from "oidc-provider";

/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1, for tests and the demo (decision 0523):
 * one confidential client, PKCE required, and test people whose email is verified or not. There
 * is no login page: the person the next authorization signs in as is chosen with `signInAs`, and
 * `authorize` follows the provider's redirects as a browser would, cookies included, to the
 * address it sends back to the site.
 */
export type TestPerson = {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
};

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  signInAs: (sub: string) => void;
  /**
   * The address the provider sends the browser back to; for `response_mode=form_post`, the
   * fields its page would post there, given as that address's query.
   */
  authorize: (authorizationUrl: string) => Promise<string>;
  close: () => Promise<void>;
};

export async function startTestProvider(options: {
  redirectUri: string;
  people: TestPerson[];
  clientId?: string;
  clientSecret?: string;
  port?: number;
  /**
   * A page that says what this is and asks before signing in (the demo's, decision 0523);
   * without it the chosen person signs in at once (the tests').
   */
  loginPage?: boolean;
}): Promise<TestProvider> {
  const clientId = options.clientId ?? "haven-test-client";
  const clientSecret = options.clientSecret ?? "haven-test-client-secret-0123456789";
  const people = new Map(options.people.map((p) => [p.sub, p]));
  let current = options.people[0]!.sub;

  // Requests that come while the provider is still being made wait for it (a browser test's
  // server check polls at once): a server without a listener would leave them hanging forever.
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  let ready!: (handler: Handler) => void;
  const made = new Promise<Handler>((resolve) => (ready = resolve));
  const server: Server = createServer((req, res) => void made.then((handler) => handler(req, res)));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), use: "sig", alg: "RS256" };

  const configuration: ConstructorParameters<typeof Provider>[1] = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [signingKey as never] },
    cookies: { keys: ["haven-test-provider-cookies"] },
    pkce: { required: () => true },
    // Email and names in the ID token, as Google and Apple put them there.
    conformIdTokenClaims: false,
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name"],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified,
          given_name: person.givenName,
          family_name: person.familyName,
        }),
      };
    },
    // Consent is given: a test person never sees a consent page.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  };
  // oidc-provider warns that Node 20 is not its preferred runtime (it works; the API tests prove
  // it) and that its store is in memory (what a test wants): neither is a test's failure.
  const provider = await quietly(
    async () => new (await import("oidc-provider")).default(issuer, configuration),
  );

  const callback = provider.callback();
  ready(async (req, res) => {
    if (req.url?.startsWith("/interaction/") && options.loginPage && req.method === "GET") {
      const person = people.get(current)!;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(`<!doctype html><meta name="viewport" content="width=device-width">
<title>Haven demo: test sign-in provider</title>
<body style="font-family:system-ui;max-width:32rem;margin:3rem auto;padding:0 1rem">
<p style="background:#fef3c7;padding:.75rem 1rem;border-radius:.75rem"><strong>Test provider of
the Haven demo.</strong> This is not Google: it runs on this machine so "Continue with Google"
can be tried without the internet.</p>
<form method="post"><p>Sign in as ${escapeHtml(person.givenName)} ${escapeHtml(person.familyName)}
(${escapeHtml(person.email)})?</p>
<p><label>Or as someone new, by email (verified):<br><input name="email" type="email"
style="width:100%"></label></p><button type="submit">Sign in</button></form></body>`);
      return;
    }
    if (req.url?.startsWith("/interaction/")) {
      // The login page of a real provider: here the chosen person signs in at once, or, from the
      // demo's page, a new person by the email typed there (the browser tests' fresh people).
      const typed = options.loginPage && req.method === "POST" ? await typedEmail(req) : "";
      let accountId = current;
      if (typed) {
        accountId = `typed-${typed}`;
        people.set(accountId, {
          sub: accountId,
          email: typed,
          emailVerified: true,
          givenName: "Sam",
          familyName: "Taylor",
        });
      }
      provider
        .interactionFinished(
          req,
          res,
          { login: { accountId } },
          {
            mergeWithLastSubmission: false,
          },
        )
        .catch((error: unknown) => {
          res.statusCode = 500;
          res.end(String(error));
        });
      return;
    }
    void callback(req, res);
  });

  const authorize = async (authorizationUrl: string) => {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      if (url.startsWith(options.redirectUri)) return url;
      const response = await fetch(url, {
        redirect: "manual",
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair!.indexOf("=");
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const location = response.headers.get("location");
      if (!location && response.status === 200) {
        // response_mode=form_post (Apple's): a page whose form the browser posts to the site.
        const fields = formPostFields(await response.text(), options.redirectUri);
        if (fields) return `${options.redirectUri}?${fields}`;
      }
      if (!location) throw new Error(`The provider answered ${response.status} at ${url}`);
      url = new URL(location, url).href;
    }
    throw new Error("The provider redirected too often");
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (sub) => {
      current = sub;
    },
    authorize,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Runs `make` with oidc-provider's own startup warnings held back; any other warning stays. */
async function quietly<T>(make: () => Promise<T>) {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].startsWith("oidc-provider WARNING")) return;
    warn(...args);
  };
  try {
    return await make();
  } finally {
    console.warn = warn;
  }
}

/** The email typed on the demo's sign-in page, if any. */
async function typedEmail(req: IncomingMessage) {
  let body = "";
  for await (const chunk of req) body += String(chunk);
  const email = new URLSearchParams(body).get("email")?.trim() ?? "";
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email.toLowerCase() : "";
}

/** The hidden fields of a page's form that posts to `action`, as a query string, if it has one. */
function formPostFields(html: string, action: string) {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form || !form[1]!.replace(/&#x2F;|&#47;/g, "/").startsWith(action)) return null;
  const fields = new URLSearchParams();
  for (const input of form[2]!.matchAll(/<input[^>]*name="([^"]*)"[^>]*value="([^"]*)"/gi))
    fields.set(input[1]!, input[2]!.replace(/&#x2F;|&#47;/g, "/").replace(/&amp;/g, "&"));
  return fields.toString();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
