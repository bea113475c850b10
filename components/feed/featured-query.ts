/** The featured creators of the signed-in home: 5 fetched, 3 shown (the server's first render and the API's refresh ask the same). */
export const FEATURED_QUERY = { page: 1, limit: 5, minSubscribers: 0 } as const;

export const FEATURED_KEY = `/api/users/discover/featured?page=${FEATURED_QUERY.page}&limit=${FEATURED_QUERY.limit}&minSubscribers=${FEATURED_QUERY.minSubscribers}`;
