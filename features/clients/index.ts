export { CLIENTS_PAGE_SIZE, type ClientProfile, type ClientSummary } from "./schemas";
