import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { COOKIE, clearSession } from "@/lib/api/session-cookies";
import { PersonFace } from "./person-face";

const ada = { firstName: "Ada", lastName: "okafor" };

describe("a person's face (issue 14: picture, else avatar, else initials)", () => {
  it("shows the picture or avatar the API gives", () => {
    render(<PersonFace {...ada} photoUrl="/avatars/sunrise.svg" alt="Ada Okafor" />);
    expect(screen.getByRole("img", { name: "Ada Okafor" })).toHaveAttribute(
      "src",
      "/avatars/sunrise.svg",
    );
    expect(screen.queryByText("AO")).toBeNull();
  });

  it("shows the initials when there is no picture", () => {
    render(<PersonFace {...ada} photoUrl={null} alt="Ada Okafor" />);
    expect(screen.getByRole("img", { name: "Ada Okafor" })).toHaveTextContent(/^AO$/);
  });

  it("falls back to the initials when the picture cannot be loaded", () => {
    const { container } = render(<PersonFace {...ada} photoUrl="/api/client/profile-picture/x" />);
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("AO")).toBeInTheDocument();
  });

  describe("signed in, with the access token's cookie just expired", () => {
    afterEach(clearSession);

    it("loads the picture again once the session is renewed, then gives up", async () => {
      Cookies.set(COOKIE.refreshTokenExpiration, String(Date.now() + 86_400_000), { path: "/" });
      const { container } = render(
        <PersonFace {...ada} photoUrl="/api/client/profile-picture/x" />,
      );
      const first = container.querySelector("img")!;
      fireEvent.error(first);
      // The refresh stored a new token (its cookie), and a new image element asks again.
      await waitFor(() => expect(container.querySelector("img")).not.toBe(first));
      expect(Cookies.get(COOKIE.token)).toBeTruthy();
      expect(container.querySelector("img")).toHaveAttribute(
        "src",
        "/api/client/profile-picture/x",
      );

      fireEvent.error(container.querySelector("img")!);
      expect(container.querySelector("img")).toBeNull();
      expect(screen.getByText("AO")).toBeInTheDocument();
    });
  });

  it("tries again when a new picture arrives after a failed one", () => {
    const { container, rerender } = render(<PersonFace {...ada} photoUrl="/broken.png" />);
    fireEvent.error(container.querySelector("img")!);
    rerender(<PersonFace {...ada} photoUrl="/avatars/meadow.svg" />);
    expect(container.querySelector("img")).toHaveAttribute("src", "/avatars/meadow.svg");
  });

  it("is decorative beside a written name unless given alt text", () => {
    const { container } = render(<PersonFace {...ada} photoUrl={null} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });
});
