// The shell feature's client-safe surface (decision 0015): the dashboard's areas per role.
export { currentArea, NAV, type NavArea, type NavKey, type NavRole } from "./nav";
