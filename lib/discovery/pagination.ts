export function discoveryPagination(page: number, limit: number, totalCount: number) {
  const totalPages = Math.ceil(totalCount / limit);
  return { page, limit, totalPages, totalCount, hasNext: page < totalPages, hasPrev: page > 1 };
}
