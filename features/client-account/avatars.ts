import type { Avatar } from "./schemas";

/**
 * The illustrated avatars that ship with the app (public/avatars/<id>.svg, drawn for this project:
 * many skin tones, hair, head coverings, ages and glasses, on calm colours). Their ids are the
 * spec's avatar identifiers.
 */
export const AVATAR_IDS = [
  "sunrise",
  "meadow",
  "lagoon",
  "dune",
  "lavender",
  "harbour",
  "orchard",
  "pebble",
  "fern",
  "tide",
  "ember",
  "cloud",
] as const;

export const avatarUrl = (id: string) => `/avatars/${id}.svg`;

export const AVATARS: Avatar[] = AVATAR_IDS.map((id) => ({
  identifier: id,
  photoUrl: avatarUrl(id),
}));

export const isAvatarId = (id: string): boolean => (AVATAR_IDS as readonly string[]).includes(id);
