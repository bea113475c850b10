/** The form's field ("urls.2" is the urls field) of each server or schema error, once. */
export function erroredFields(errors: Record<string, string[] | undefined>): Set<string> {
  return new Set(Object.keys(errors).filter((k) => errors[k]?.length).map((k) => k.split(".")[0]!));
}
