export * from "./schemas";
export * from "./file-rules";
// Links the client page and the appointment page place (they need not know the notes routes).
export { ClientNotesLink, SessionNotesLink } from "./components/notes-links";
