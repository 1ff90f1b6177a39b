// Screenshots of pages at phone and desktop sizes, for looking at what we build:
//   node scripts/screenshot.mjs http://localhost:3000 / /de/
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = process.env.SHOTS_DIR ?? "/tmp/shots";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
for (const path of paths.length ? paths : ["/"]) {
  for (const [name, viewport] of Object.entries(sizes)) {
    const page = await browser.newPage({ viewport });
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `${out}/${path.replace(/\W+/g, "_") || "home"}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    console.log(file);
    await page.close();
  }
}
await browser.close();
