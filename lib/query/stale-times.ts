/** Cache times of spec section 9. */
export const CHAT_LIST_STALE_MS = 5 * 60 * 1000;
export const BOOKING_LIST_STALE_MS = 60 * 1000;
export const BOOKING_LIST_RETRY = 1;
export const COUNTRY_LIST_STALE_MS = Infinity;
export const COUNTRY_LIST_GC_MS = Infinity;

/** Query options for the appointment and booking lists. */
export const bookingListQueryOptions = {
  staleTime: BOOKING_LIST_STALE_MS,
  retry: BOOKING_LIST_RETRY,
} as const;

export const chatListQueryOptions = { staleTime: CHAT_LIST_STALE_MS } as const;

export const countryListQueryOptions = {
  staleTime: COUNTRY_LIST_STALE_MS,
  gcTime: COUNTRY_LIST_GC_MS,
} as const;
