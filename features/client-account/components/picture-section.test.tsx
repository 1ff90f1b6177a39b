import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { ImageCropModal } from "@/features/practice";
import { renderWithProviders } from "@/tests/helpers/render";
import { clientState, resetClientMock } from "@/tests/msw/fixtures/client-account";
import { mockServer } from "@/tests/msw/node";
import { AvatarPicker } from "./avatar-picker";
import { PictureSection } from "./picture-section";

beforeEach(() => resetClientMock());

const labels = {
  title: "Crop your picture",
  zoom: "Zoom",
  save: "Save picture",
  cancel: "Cancel",
  uploading: "Uploading",
  progress: (p: number) => `${p}%`,
};

describe("the image crop modal (spec section 5)", () => {
  it("zooms from 1 to 3 in steps of 0.1", async () => {
    renderWithProviders(
      <ImageCropModal
        open
        source="data:image/png;base64,iVBORw0KGgo="
        labels={labels}
        onClose={() => undefined}
        onSave={() => undefined}
        onCropError={() => undefined}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Crop your picture" });
    const zoom = within(dialog).getByRole("slider", { name: "Zoom" });
    expect(zoom).toHaveAttribute("min", "1");
    expect(zoom).toHaveAttribute("max", "3");
    expect(zoom).toHaveAttribute("step", "0.1");
    expect(zoom).toHaveValue("1");
    fireEvent.change(zoom, { target: { value: "2.3" } });
    expect(zoom).toHaveValue("2.3");
    // A range input keeps its value inside its bounds.
    fireEvent.change(zoom, { target: { value: "7" } });
    expect(zoom).toHaveValue("3");
    fireEvent.change(zoom, { target: { value: "0" } });
    expect(zoom).toHaveValue("1");
  });
});

describe("the picture section", () => {
  it("refuses a file that is not an image, or too large, with the spec's words", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<PictureSection profile={clientState.profile} />);
    const input = screen.getByLabelText("Upload a picture");
    await user.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please upload a valid image file.");
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    await user.upload(input, big);
    expect(await screen.findByRole("alert")).toHaveTextContent("File size should not exceed 10MB.");
  });

  it("asks before deleting a picture and says so when it is gone", async () => {
    const user = userEvent.setup();
    const profile = { ...clientState.profile, pictureUrl: "/api/client/profile-picture/x?v=1" };
    clientState.profile = { ...profile, photoUrl: profile.pictureUrl };
    renderWithProviders(<PictureSection profile={clientState.profile} />);
    await user.click(screen.getByRole("button", { name: "Delete picture" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your picture?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete picture" }));
    expect(await screen.findByText("Image Deleted Successfully")).toBeInTheDocument();
    expect(clientState.profile.pictureUrl).toBeNull();
  });
});

describe("the avatar picker (spec section 5)", () => {
  it('says "please select an Avatar" when none is selected, then saves the chosen one', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    mockServer.events.on("request:start", ({ request }) => {
      if (request.method === "POST" && request.url.includes("/client/avatar/"))
        chosen.push(request.url.split("/").pop()!);
    });
    renderWithProviders(<AvatarPicker open current={null} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Choose your avatar" });
    await within(dialog).findByAltText("Avatar 1");
    await user.click(within(dialog).getByRole("button", { name: "Use this avatar" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("please select an Avatar");
    expect(chosen).toEqual([]);

    await user.click(within(dialog).getByRole("radio", { name: "Avatar 3" }));
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Use this avatar" }));
    expect(await screen.findByText("Image Changed Successfully")).toBeInTheDocument();
    expect(chosen).toEqual(["lagoon"]);
    mockServer.events.removeAllListeners();
  });

  it("shows the message in German", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AvatarPicker open current={null} onClose={() => undefined} />, {
      locale: "de",
    });
    const dialog = await screen.findByRole("dialog", { name: "Wählen Sie Ihren Avatar" });
    await user.click(within(dialog).getByRole("button", { name: "Diesen Avatar verwenden" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Bitte wählen Sie einen Avatar aus",
    );
  });
});

describe("errors reach the person", () => {
  it("a failed avatar list says so", async () => {
    mockServer.use(
      http.get("*/api/client/avatars", () => HttpResponse.json({ message: "x" }, { status: 500 })),
    );
    renderWithProviders(<AvatarPicker open current={null} onClose={() => undefined} />);
    expect(await screen.findByText("The avatars could not be loaded.")).toBeInTheDocument();
  });
});
