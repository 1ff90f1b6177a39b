import { screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { renderAnswered, renderWithProviders } from "@/tests/helpers/render";
import { userInfo } from "@/tests/msw/fixtures/accounts";
import { apiPath } from "@/tests/msw/handlers/lang";
import { mockServer } from "@/tests/msw/node";
import { ReviewActions } from "./review-actions";

const THERAPIST = "00000000-0000-4000-8000-0000000000a7";
const review = { identifier: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f", reply: null };

beforeEach(() => {
  Cookies.set("token", "mock-access-token");
});

describe("the actions under a review on a therapist's profile", () => {
  it("offer the therapist themselves a reply, besides Report", async () => {
    mockServer.use(
      http.get(apiPath("/user/info"), () =>
        HttpResponse.json({
          data: { ...userInfo(), identifier: THERAPIST, userType: "provider" },
        }),
      ),
    );
    renderWithProviders(<ReviewActions providerId={THERAPIST} review={review} />);
    expect(await screen.findByRole("button", { name: "Reply to this review" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Report this review" })).toBeVisible();
  });

  it("offer anyone else only Report", async () => {
    await renderAnswered(
      <ReviewActions providerId={THERAPIST} review={review} />,
      "/api/user/info",
    );
    expect(screen.getByRole("button", { name: "Report this review" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Reply to this review" })).toBeNull();
  });
});
