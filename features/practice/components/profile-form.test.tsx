import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/lib/api/error-codes";
import { profileOptions, providerProfile } from "@/tests/msw/fixtures/practice";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockServer } from "@/tests/msw/node";
import { PhotoPicker } from "./photo-picker";
import { ProfileForm } from "./profile-form";

describe("the provider profile form", () => {
  it("shows the saved choices once their options arrive", async () => {
    const profile = providerProfile();
    renderWithProviders(<ProfileForm profile={profile} />);
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Gender" })).toHaveValue("female"),
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "State" })).toHaveValue(profile.stateIdentifier),
    );
    expect(screen.getByRole("combobox", { name: "Ethnicity" })).toHaveValue(
      profile.ethnicityIdentifier,
    );
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveValue(
      profile.countryIdentifier,
    );
  });

  it("shows the spec's rules and sends the profile section", async () => {
    let sent: Record<string, unknown> | undefined;
    mockServer.use(
      http.post("*/api/provider/update/info", async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          data: { ...providerProfile(), message: "Data saved successfully" },
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={providerProfile()} />);
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "State" })).not.toHaveValue(""),
    );
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "D");
    await user.clear(screen.getByLabelText("Headline"));
    await user.type(screen.getByLabelText("Headline"), "Therapist 24/7");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Title must be 2 to 32 letters")).toBeInTheDocument();
    expect(
      screen.getByText("Use only letters, hyphens, spaces and parentheses"),
    ).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.type(screen.getByLabelText("Title"), "r");
    await user.clear(screen.getByLabelText("Headline"));
    await user.type(screen.getByLabelText("Headline"), "Family (Systemic) Therapist");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Data saved successfully")).toBeInTheDocument();
    expect(sent).toMatchObject({
      section: "profile",
      title: "Dr",
      headline: "Family (Systemic) Therapist",
      gender: "female",
      ethnicityIdentifier: profileOptions("en").ethnicity[0]!.identifier,
      language: providerProfile().language,
    });
  });
});

describe("the profile form's office address (spec section 5: min 3)", () => {
  it("refuses 2 characters with the rule, in English and German, and sends 3", async () => {
    let sent: Record<string, unknown> | undefined;
    mockServer.use(
      http.post("*/api/provider/update/info", async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          data: { ...providerProfile(), message: "Data saved successfully" },
        });
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <ProfileForm profile={{ ...providerProfile(), officeAddress: null }} />,
    );
    const address = screen.getByLabelText("Office address");
    expect(address).toHaveValue("");
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "State" })).not.toHaveValue(""),
    );
    await user.type(address, "12");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Office address must be at least 3 characters")).toBeVisible();
    expect(sent).toBeUndefined();
    await user.type(address, "3");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Data saved successfully")).toBeInTheDocument();
    expect(sent).toMatchObject({ section: "profile", officeAddress: "123" });
    unmount();

    renderWithProviders(<ProfileForm profile={providerProfile("de")} />, { locale: "de" });
    const praxis = screen.getByLabelText("Praxisadresse");
    expect(praxis).toHaveValue(providerProfile("de").officeAddress);
    await user.clear(praxis);
    await user.type(praxis, "AB");
    await user.click(screen.getByRole("button", { name: "Profil speichern" }));
    expect(
      await screen.findByText("Die Praxisadresse muss mindestens 3 Zeichen haben"),
    ).toBeVisible();
  });
});

describe("the profile form's username and discipline (decision 0408)", () => {
  it("checks the username's rule and sends both, in German", async () => {
    let sent: Record<string, unknown> | undefined;
    mockServer.use(
      http.post("*/api/provider/update/info", async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          data: { ...providerProfile("de"), message: "Daten erfolgreich gespeichert" },
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={providerProfile("de")} />, { locale: "de" });
    const discipline = screen.getByRole("combobox", { name: "Fachrichtung" });
    const psychotherapy = profileOptions("de").discipline[1]!.identifier;
    await waitFor(() =>
      expect(within(discipline).getAllByRole("option").length).toBeGreaterThan(1),
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Bundesland" })).not.toHaveValue(""),
    );
    await user.selectOptions(discipline, psychotherapy);
    await user.type(screen.getByLabelText("Benutzername (optional)"), "dr amaka");
    await user.click(screen.getByRole("button", { name: "Profil speichern" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Buchstaben|Ziffern/);
    expect(sent).toBeUndefined();
    await user.clear(screen.getByLabelText("Benutzername (optional)"));
    await user.type(screen.getByLabelText("Benutzername (optional)"), "dr_amaka");
    await user.click(screen.getByRole("button", { name: "Profil speichern" }));
    expect(await screen.findByText("Daten erfolgreich gespeichert")).toBeInTheDocument();
    expect(sent).toMatchObject({
      userName: "dr_amaka",
      disciplineIdentifier: psychotherapy,
    });
  });
});

describe("the profile form's languages", () => {
  const languages = () => screen.getByRole("group", { name: "Languages" });
  const language = (name: string) => within(languages()).getByRole("checkbox", { name });

  it("shows the saved languages ticked, needs at least one and sends the ticked ones", async () => {
    let sent: Record<string, unknown> | undefined;
    mockServer.use(
      http.post("*/api/provider/update/info", async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          data: { ...providerProfile(), message: "Data saved successfully" },
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={providerProfile()} />);
    await waitFor(() => expect(language("English")).toBeChecked());
    expect(language("Igbo")).toBeChecked();
    expect(language("Yoruba")).toBeChecked();
    expect(language("Hausa")).not.toBeChecked();

    for (const name of ["English", "Igbo", "Yoruba"]) await user.click(language(name));
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await within(languages()).findByText("Choose at least one language")).toBeVisible();
    expect(sent).toBeUndefined();

    await user.click(language("Hausa"));
    await user.click(language("English"));
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(sent).toBeDefined());
    const byName = new Map(profileOptions("en").language.map((o) => [o.name, o.identifier]));
    expect(sent?.language).toEqual([byName.get("Hausa"), byName.get("English")]);
  });

  it("shows the API's refusal on the field, and the rule in German", async () => {
    mockServer.use(
      http.post("*/api/provider/update/info", () =>
        HttpResponse.json(
          {
            message: "Some fields are not valid.",
            code: ErrorCode.VALIDATION_FAILED,
            errors: { language: "Choose from the list" },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ProfileForm profile={providerProfile()} />);
    await waitFor(() => expect(language("English")).toBeChecked());
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await within(languages()).findByText("Choose from the list")).toBeVisible();
    unmount();

    // The API answers in the page's language (lib/api/client.ts sends it as X-Language).
    document.documentElement.lang = "de";
    try {
      renderWithProviders(<ProfileForm profile={providerProfile("de")} />, { locale: "de" });
      const sprachen = () => screen.getByRole("group", { name: "Sprachen" });
      await waitFor(() =>
        expect(within(sprachen()).getByRole("checkbox", { name: "Englisch" })).toBeChecked(),
      );
      for (const name of ["Englisch", "Igbo", "Yoruba"])
        await user.click(within(sprachen()).getByRole("checkbox", { name }));
      await user.click(screen.getByRole("button", { name: "Profil speichern" }));
      expect(
        await within(sprachen()).findByText("Wählen Sie mindestens eine Sprache"),
      ).toBeVisible();
    } finally {
      document.documentElement.lang = "";
    }
  });
});

describe("the photo picker (spec section 5)", () => {
  it("refuses what is not an image and files over 10MB, in English and German", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { unmount } = renderWithProviders(<PhotoPicker photo={null} name="Amaka Obi" />);
    await user.upload(
      screen.getByLabelText("Upload photo"),
      new File(["hello"], "notes.jpg", { type: "text/plain" }),
    );
    expect(await screen.findByText("Please upload a valid image file.")).toBeInTheDocument();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    await user.upload(screen.getByLabelText("Upload photo"), big);
    expect(await screen.findByText("File size should not exceed 10MB.")).toBeInTheDocument();
    unmount();
    renderWithProviders(<PhotoPicker photo={null} name="Amaka Obi" />, { locale: "de" });
    await user.upload(screen.getByLabelText("Foto hochladen"), big);
    expect(
      await screen.findByText("Die Datei darf höchstens 10 MB groß sein."),
    ).toBeInTheDocument();
  });
});
