// The demo's test sign-in provider (decision 0523): a real OpenID provider on this machine, so
// "Continue with Google" can be tried without the internet. Started by `npm run demo -- --test-provider`;
// never on a real deployment. It signs in one test person, whose email it says is verified.
import { startTestProvider } from "../tests/helpers/oidc-provider";

const appPort = process.env.PORT ?? "3000";
const port = Number(process.env.DEMO_OIDC_PORT ?? 3990);
const provider = await startTestProvider({
  port,
  redirectUri: `http://localhost:${appPort}/api/user/social/google/return`,
  clientId: "haven-demo",
  clientSecret: "haven-demo-test-provider-secret",
  loginPage: true,
  people: [
    {
      sub: "demo-google-person",
      email: "sam.taylor@demo-google.test",
      emailVerified: true,
      givenName: "Sam",
      familyName: "Taylor",
    },
  ],
});
console.log(`The demo's TEST sign-in provider (not Google) is on ${provider.issuer}`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
