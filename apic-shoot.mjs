import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  page.on("console", (m) => m.type() === "error" && console.log(name, "console:", m.text().slice(0, 200)));
  await page.goto("http://127.0.0.1:3210/api/docs", { waitUntil: "networkidle", timeout: 180000 });
  await page.waitForTimeout(8000);
  await page.screenshot({ path: `/tmp/apic-shots/docs-${name}.png`, timeout: 180000 });
  // An operation with an error envelope: the booking list.
  await page.goto("http://127.0.0.1:3210/api/docs#tag/default/GET/api/wallet/balance", { waitUntil: "networkidle", timeout: 180000 });
  await page.waitForTimeout(8000);
  await page.screenshot({ path: `/tmp/apic-shots/docs-${name}-operation.png`, timeout: 180000 });
  const text = await page.locator("body").innerText();
  console.log(name, "has Test Request:", /Test Request/i.test(text), "len", text.length);
  await page.close();
}
await browser.close();
