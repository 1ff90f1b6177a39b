/** A person's face: their picture, else their avatar (both as photoUrl), else their initials. */
export type Face = { photoUrl: string | null; initials: string; name: string };

export function faceOf(person: {
  firstName: string;
  lastName: string;
  photoUrl?: string | null;
}): Face {
  const initials = [person.firstName, person.lastName]
    .map((part) => part.trim().slice(0, 1).toUpperCase())
    .join("");
  return {
    photoUrl: person.photoUrl ?? null,
    initials: initials || "?",
    name: `${person.firstName} ${person.lastName}`.trim(),
  };
}

/** Spec section 2: "Update Profile" shows wherever a first or last name is missing. */
export const needsProfileUpdate = (person: {
  firstName?: string | null;
  lastName?: string | null;
}) => !person.firstName?.trim() || !person.lastName?.trim();
