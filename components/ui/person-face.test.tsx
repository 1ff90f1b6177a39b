import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
