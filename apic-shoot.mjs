import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto("http://127.0.0.1:3210/api/docs", { waitUntil: "networkidle", timeout: 180000 });
  await page.waitForTimeout(8000);
  await page.screenshot({ path: `/tmp/apic-shots/docs2-${name}.png`, timeout: 180000 });
  const heading = page.locator("h3, h2").filter({ hasText: "/api/wallet/transactions/{id}" }).first();
  await heading.scrollIntoViewIfNeeded({ timeout: 120000 }).catch((e) => console.log(name, "scroll", e.message.slice(0, 100)));
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/apic-shots/docs2-${name}-operation.png`, timeout: 180000 });
  const text = await page.locator("body").innerText();
  console.log(name, "Test Request:", /Test Request/i.test(text), "Ask AI:", /Ask AI/.test(text), "TRANSACTION_NOT_FOUND:", text.includes("TRANSACTION_NOT_FOUND"));
  await page.close();
}
await browser.close();
