import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { preferenceOptions } from "@/db/schema/catalog";
import { clientProfiles } from "@/db/schema/client-account";
import { countries, states } from "@/db/schema/region";
import { updatePerson } from "@/features/accounts/server/service";
import { isConstraintViolation, SQLSTATE } from "@/lib/server/db-errors";
import { DomainError, fieldError } from "@/lib/server/errors";
import { avatarUrl, isAvatarId } from "../avatars";
import type { ClientProfile, ClientProfileValues, EmergencyContactInput } from "../schemas";
import { ensureProfile, photoUrlOf, picturePath, type Db, type Tx } from "./rows";

export async function getClientProfile(userId: string): Promise<ClientProfile> {
  const db = await getDb();
  return loadClientProfile(db, userId);
}

async function loadClientProfile(db: Db | Tx, userId: string): Promise<ClientProfile> {
  const profile = await ensureProfile(db, userId);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError("NOT_FOUND");
  const avatar =
    profile.avatarId && isAvatarId(profile.avatarId)
      ? { identifier: profile.avatarId, photoUrl: avatarUrl(profile.avatarId) }
      : null;
  return {
    identifier: userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: profile.userName,
    photoUrl: photoUrlOf(profile),
    pictureUrl: picturePath(userId, profile.photoKey),
    avatar,
    countryIdentifier: user.countryId,
    stateIdentifier: profile.stateId,
    zipCode: profile.zipCode,
    dob: profile.dob,
    gender: profile.gender,
    timezone: user.timezone,
    phoneNumber: user.phoneNumber,
    emergencyContact:
      profile.emergencyContactName && profile.emergencyContactPhone
        ? { name: profile.emergencyContactName, phoneNumber: profile.emergencyContactPhone }
        : null,
  };
}

const isTimezone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** PUT /client: the rules of spec section 5 (schema) and those only the database knows. */
export async function updateClientProfile(
  userId: string,
  input: ClientProfileValues,
): Promise<ClientProfile> {
  const db = await getDb();
  const current = await loadClientProfile(db, userId);
  const countryId = input.countryIdentifier ?? current.countryIdentifier;
  if (input.countryIdentifier) {
    const [country] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, input.countryIdentifier));
    if (!country) throw fieldError("countryIdentifier", "countryRequired");
  }
  if (input.stateIdentifier) {
    const [state] = await db
      .select({ id: states.id })
      .from(states)
      .where(
        and(
          eq(states.id, input.stateIdentifier),
          countryId ? eq(states.countryId, countryId) : sql`false`,
        ),
      );
    if (!state) throw fieldError("stateIdentifier", "stateNotInCountry");
  }
  if (input.gender) {
    const [gender] = await db
      .select({ id: preferenceOptions.id })
      .from(preferenceOptions)
      .where(and(eq(preferenceOptions.kind, "gender"), eq(preferenceOptions.slug, input.gender)));
    if (!gender) throw fieldError("gender", "optionInvalid");
  }
  if (input.timezone && !isTimezone(input.timezone)) throw fieldError("timezone", "timezone");
  if (input.dob && (input.dob > new Date().toISOString().slice(0, 10) || input.dob < "1900-01-01"))
    throw fieldError("dob", "dobInvalid");

  try {
    await db.transaction(async (tx) => {
      await updatePerson(tx, userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.countryIdentifier ? { countryId: input.countryIdentifier } : {}),
        ...(input.phoneNumber !== undefined ? { phoneNumber: input.phoneNumber } : {}),
        ...(input.timezone ? { timezone: input.timezone } : {}),
      });
      await tx
        .update(clientProfiles)
        .set({
          userName: input.userName,
          ...(input.stateIdentifier !== undefined ? { stateId: input.stateIdentifier } : {}),
          ...(input.zipCode !== undefined ? { zipCode: input.zipCode } : {}),
          ...(input.dob !== undefined ? { dob: input.dob } : {}),
          ...(input.gender !== undefined ? { gender: input.gender } : {}),
          updatedAt: new Date(),
        })
        .where(eq(clientProfiles.userId, userId));
    });
  } catch (error) {
    // The unique index decides, so two people saving the same name at once cannot both win.
    if (isConstraintViolation(error, "client_profiles_user_name_key", SQLSTATE.uniqueViolation))
      throw fieldError("userName", "userNameTaken");
    throw error;
  }
  return loadClientProfile(db, userId);
}

/** POST /client/emergency-contact: one contact per client, replaced on each save. */
export async function setEmergencyContact(userId: string, input: EmergencyContactInput) {
  const db = await getDb();
  await ensureProfile(db, userId);
  await db
    .update(clientProfiles)
    .set({
      emergencyContactName: input.name.trim(),
      emergencyContactPhone: input.phoneNumber.trim(),
      updatedAt: new Date(),
    })
    .where(eq(clientProfiles.userId, userId));
  return { name: input.name.trim(), phoneNumber: input.phoneNumber.trim() };
}

/** POST /client/avatar/{id}: answers the face to show (the picture still wins if there is one). */
export async function chooseAvatar(userId: string, avatarId: string) {
  if (!isAvatarId(avatarId)) throw new DomainError("NOT_FOUND");
  const db = await getDb();
  await ensureProfile(db, userId);
  const [row] = await db
    .update(clientProfiles)
    .set({ avatarId, updatedAt: new Date() })
    .where(eq(clientProfiles.userId, userId))
    .returning();
  return {
    photoUrl: photoUrlOf(row),
    avatar: { identifier: avatarId, photoUrl: avatarUrl(avatarId) },
  };
}
