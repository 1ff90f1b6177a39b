// Screenshots of pages at phone and desktop sizes, for looking at what we build:
//   node scripts/screenshot.mjs http://localhost:3000 / /de/
// A first visit shows the cookie banner; with CONSENT=1 each page is also shot after clicking
// its first button ("Accept all"), named ...-accepted.png. FULL=1 shoots whole pages.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = process.env.SHOTS_DIR ?? "/tmp/shots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
try {
  for (const path of paths.length ? paths : ["/"]) {
    for (const [name, viewport] of Object.entries(sizes)) {
      const page = await browser.newPage({ viewport });
      await page.goto(base + path, { waitUntil: "networkidle" });
      const slug = path.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home";
      const stem = `${out}/${slug}-${name}`;
      await page.screenshot({ path: `${stem}.png`, fullPage: process.env.FULL === "1" });
      console.log(`${stem}.png`);
      if (process.env.CONSENT === "1") {
        await page.locator('section[aria-labelledby="consent-title"] button').first().click();
        await page.locator("#consent-title").waitFor({ state: "detached" });
        await page.screenshot({ path: `${stem}-accepted.png`, fullPage: process.env.FULL === "1" });
        console.log(`${stem}-accepted.png`);
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
}
