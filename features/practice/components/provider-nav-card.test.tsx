import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { demoTherapist, providerProfile } from "@/tests/msw/fixtures/practice";
import { mockServer } from "@/tests/msw/node";
import { ProviderNavCard } from "./provider-nav-card";

const labels = { publicProfile: "Your public profile", notListed: "Not in the directory yet" };

it("names the therapist and links to their public profile once it is listed", async () => {
  renderWithProviders(<ProviderNavCard labels={labels} />);
  const { firstName, lastName } = demoTherapist.seed;
  expect(await screen.findByText(`${firstName} ${lastName}`)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Your public profile" })).toHaveAttribute(
    "href",
    `/therapists/${demoTherapist.identifier}`,
  );
});

it("sends a therapist who is not listed yet to their practice page instead", async () => {
  mockServer.use(
    http.get("*/api/provider", () =>
      HttpResponse.json({
        data: { ...providerProfile(), isListed: false, missing: ["bio"] },
      }),
    ),
  );
  renderWithProviders(<ProviderNavCard labels={labels} />);
  expect(await screen.findByRole("link", { name: "Not in the directory yet" })).toHaveAttribute(
    "href",
    "/practice",
  );
  expect(screen.queryByRole("link", { name: "Your public profile" })).toBeNull();
});
