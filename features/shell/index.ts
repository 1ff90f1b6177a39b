// The shell feature's client-safe surface (decision 0015): the dashboard's areas per role, and the
// not-found content for a page that learns only in the browser that its subject does not exist.
export { currentArea, NAV, type NavArea, type NavKey, type NavRole } from "./nav";
export { NotFound } from "./components/not-found";
