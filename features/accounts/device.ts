/** What a person would call the browser and the system a sign-in came from (decision 0514). */
export type Device = { browser: string | null; platform: string | null };

// First match wins: Edge, Opera and Samsung's browser also name Chrome and Safari; Chrome names
// Safari; iPhones and iPads name "Mac OS X"; Android names Linux.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];
const PLATFORMS: [RegExp, string][] = [
  [/\biPhone\b|\biPod\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMacintosh\b|\bMac OS X\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

const first = (rules: [RegExp, string][], text: string) =>
  rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * The browser and system a User-Agent names, each null when not recognised. Only these two words
 * are kept of it: enough to tell one's phone from one's laptop, nothing that tracks a device.
 */
export function deviceOf(userAgent: string | null | undefined): Device {
  const text = userAgent ?? "";
  return { browser: first(BROWSERS, text), platform: first(PLATFORMS, text) };
}

type DeviceWords = (
  key: "device" | "platformOnly" | "unknown",
  values?: Record<string, string>,
) => string;

/**
 * A device as a person reads it: "Firefox on Windows", the browser alone, "a browser on Android"
 * or "an unknown browser", in the words `say` gives in the reader's language.
 */
export function nameDevice({ browser, platform }: Device, say: DeviceWords): string {
  if (browser && platform) return say("device", { browser, platform });
  if (browser) return browser;
  return platform ? say("platformOnly", { platform }) : say("unknown");
}
