// Identity uploads in tests: verification, age check and co-performer release forms.
import { apiForm, jpeg, png } from "./content";

export const fileBlob = (bytes: Buffer, type = "image/jpeg") => new Blob([new Uint8Array(bytes)], { type });

export async function verificationForm(
  fields: Partial<Record<"legalName" | "dateOfBirth" | "country", string>> = {},
  files: { idDocument?: Buffer | null; selfie?: Buffer | null } = {},
): Promise<FormData> {
  const form = new FormData();
  const values = { legalName: "Amira Ben Ali", dateOfBirth: "1994-03-12", country: "TN", ...fields };
  for (const [k, v] of Object.entries(values)) if (v !== undefined) form.append(k, v);
  const id = files.idDocument === undefined ? await jpeg(640, 400, "#2d6a4f") : files.idDocument;
  const selfie = files.selfie === undefined ? await png(120, 120) : files.selfie;
  if (id) form.append("idDocument", fileBlob(id), "id.jpg");
  if (selfie) form.append("selfie", fileBlob(selfie, "image/png"), "selfie.png");
  return form;
}

export async function submitVerification(token: string, form?: FormData) {
  return apiForm("/api/users/verification", { token, form: form ?? (await verificationForm()) });
}

/** A fan's age check upload: document and selfie only. */
export async function ageCheckForm(): Promise<FormData> {
  const form = new FormData();
  form.append("idDocument", fileBlob(await jpeg(600, 380, "#1d3557")), "id.jpg");
  form.append("selfie", fileBlob(await png(100, 100), "image/png"), "selfie.png");
  return form;
}
