import { expect, test } from "@playwright/test";
import { signIn } from "../steps";

test.use({ timezoneId: "Europe/Berlin" });

test("a client reviews a completed session anonymously, the rating shows on the card, and the review is edited once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "emily.brown@demo.therapy", "demo-pass-1");
  await page.goto("/appointments/");
  await page.getByRole("tab", { name: "Past" }).click();
  await page.getByRole("link", { name: /Lena Müller.*Completed/ }).click();
  await expect(page.getByRole("heading", { name: /Lena Müller/ })).toBeVisible();

  await page.getByRole("button", { name: "Leave a review" }).click();
  const dialog = page.getByRole("dialog", { name: "Review your session" });
  await dialog.getByLabel("Comment (optional)").fill("abcd");
  await dialog.getByRole("button", { name: "Submit review" }).click();
  await expect(dialog.getByText("The comment must be 5 to 2500 characters long.")).toBeVisible();
  await dialog.getByLabel("Rating").fill("4.5");
  await expect(dialog.getByText("4.5 of 5 stars")).toBeVisible();
  await dialog.getByLabel("Comment (optional)").fill("Calm, clear and <b>kind</b>.");
  await dialog.getByLabel("Post anonymously").check();
  await dialog.getByRole("button", { name: "Submit review" }).click();
  const review = page.getByRole("region", { name: "Your review" });
  await expect(review.getByText("Anonymous client")).toBeVisible();
  await expect(review.getByText("Calm, clear and <b>kind</b>.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Leave a review" })).toHaveCount(0);
  const editHref = await review.getByRole("link", { name: "Edit review" }).getAttribute("href");

  // The directory card counts it at once: Lena's seeded 5 and this 4.5 make 4.8.
  await page.goto("/therapists/?countryCode=DE");
  const card = page.getByRole("article", { name: /Lena Müller/ });
  await expect(card.getByText("4.8", { exact: true })).toBeVisible();

  // One edit, from the ?participantId= modal; the page refreshes 2 seconds later.
  await page.goto(editHref!);
  const edit = page.getByRole("dialog", { name: "Edit review" });
  await edit.getByLabel("Rating").fill("4");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Review updated successfully")).toBeVisible();
  await expect(edit).toHaveCount(0, { timeout: 5000 });
  await expect(page).not.toHaveURL(/participantId=/);
  await expect(page.getByText("4 of 5 stars")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit review" })).toHaveCount(0);

  // A second edit is refused by the server, with its message.
  await page.goto(editHref!);
  await page
    .getByRole("dialog", { name: "Edit review" })
    .getByRole("button", { name: "Save changes" })
    .click();
  await expect(
    page.getByText("A review can be edited only once, and this review has already been edited."),
  ).toBeVisible();
});

test("a therapist opens their clients, searches, and opens a client's page with its appointment history", async ({
  page,
}) => {
  await signIn(page, "lena.mueller@demo.therapy", "demo-pass-1");
  await page.goto("/clients/");
  await expect(page.getByRole("heading", { name: "Clients" })).toBeVisible();
  await page.getByLabel("Search by name").fill("nobody-like-this");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No client matches “nobody-like-this”.")).toBeVisible();
  await page.getByLabel("Search by name").fill("brown");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: /Emily Brown/ }).click();
  await expect(page.getByRole("heading", { name: "Emily Brown" })).toBeVisible();
  const history = page.getByRole("region", { name: "Appointments" });
  await expect(history.getByText("Completed")).toBeVisible();
  await expect(page.getByRole("link", { name: "Book another session" })).toHaveAttribute(
    "href",
    /\/clients\/[0-9a-f-]{36}\/book\/?$/,
  );
  await expect(page.getByRole("region", { name: "Notes" })).toBeVisible();
});
