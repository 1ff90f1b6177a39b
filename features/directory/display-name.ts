const HONORIFICS = new Set(["dr", "mr", "mrs", "ms", "mx", "prof"]);

/** "Dr Amaka Obi", but "Sarah Mitchell, LCSW": credentials follow the name, honorifics lead. */
export function displayName(p: {
  title: string | null;
  firstName: string;
  lastName: string;
}): string {
  const name = `${p.firstName} ${p.lastName}`;
  if (!p.title) return name;
  return HONORIFICS.has(p.title.replace(/\.$/, "").toLowerCase())
    ? `${p.title} ${name}`
    : `${name}, ${p.title}`;
}
