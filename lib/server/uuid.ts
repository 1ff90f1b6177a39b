import "server-only";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a uuid as PostgreSQL reads one (any case), before it reaches a query. */
export const isUuid = (value: string) => UUID.test(value);
