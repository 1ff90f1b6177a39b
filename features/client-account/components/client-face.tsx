import { PersonFace } from "@/components/ui/person-face";

const SIZES = { sm: "sm", md: "lg", lg: "xl" } as const;

/** A client's face on their own pages (picture, else avatar, else initials), ringed in white. */
export function ClientFace({
  size = "md",
  ...face
}: {
  firstName: string;
  lastName: string;
  photoUrl: string | null | undefined;
  size?: keyof typeof SIZES;
  alt?: string;
}) {
  return <PersonFace {...face} size={SIZES[size]} className="ring-2 ring-white" />;
}
