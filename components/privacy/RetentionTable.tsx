import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

/** A row of the retention table as the page needs it (lib/privacy/retention.ts gives it). */
export type RetentionRow = { id: string; period: { kind: "account" } | { kind: "fixed"; amount: number; unit: "hours" | "days" | "years" } };

/** The cookies the app sets (docs/privacy.md), with the names a browser shows. */
const COOKIES = [
  { key: "session", names: "next-auth.session-token" },
  { key: "security", names: "next-auth.csrf-token, next-auth.callback-url" },
  { key: "admin", names: "admin_token" },
  { key: "locale", names: "NEXT_LOCALE" },
] as const;

/**
 * /privacy's own part: the retention table (words from "Privacy.table.<id>", periods from the
 * running installation's settings), the member's rights, how to ask, and the cookies.
 */
export async function RetentionTable({ rows }: { rows: RetentionRow[] }) {
  const t = await getTranslations("Privacy");
  const period = (r: RetentionRow) => {
    if (r.period.kind === "account") return t("whileAccount");
    // every fixed row has its "from" words (tests/unit/privacy-table.test.ts)
    const from = t(`table.${r.id}.from` as "table.sessions.from");
    return t(`period_${r.period.unit}`, { amount: r.period.amount, from });
  };
  const cell = "border-t border-line p-3 align-top";
  return (
    <div className="mt-10 space-y-10" data-testid="retention-table">
      <section>
        <h2 className="mb-4 text-2xl font-semibold">{t("tableTitle")}</h2>
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full min-w-[40rem] text-start text-sm">
            <thead className="bg-surface-2 text-muted">
              <tr>
                <th scope="col" className="p-3 text-start">{t("colData")}</th>
                <th scope="col" className="p-3 text-start">{t("colWhy")}</th>
                <th scope="col" className="p-3 text-start">{t("colHow")}</th>
                <th scope="col" className="p-3 text-start">{t("colEnd")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-row={r.id}>
                  <th scope="row" className={`${cell} text-start font-medium`}>{t(`table.${r.id}.data` as "table.account.data")}</th>
                  <td className={cell}>{t(`table.${r.id}.why` as "table.account.why")}</td>
                  <td className={cell}>{period(r)}</td>
                  <td className={cell}>{t(`table.${r.id}.end` as "table.account.end")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section>
        <h2 className="mb-3 text-2xl font-semibold">{t("rightsTitle")}</h2>
        <ul className="list-disc space-y-1 ps-6">
          <li>{t("rightAccess")}</li>
          <li>{t("rightErase")}</li>
          <li>{t("rightPortability")}</li>
          <li>{t("rightRectify")}</li>
        </ul>
        <h3 className="mb-2 mt-6 text-lg font-semibold">{t("askTitle")}</h3>
        <p>{t("askText")}</p>
        <p className="mt-2">
          <Link href="/restore-account" className="text-accent hover:underline">
            {t("restoreLink")}
          </Link>
        </p>
      </section>
      <section>
        <h2 className="mb-3 text-2xl font-semibold">{t("cookiesTitle")}</h2>
        <p className="mb-4">{t("cookiesText")}</p>
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full min-w-[32rem] text-sm">
            <thead className="bg-surface-2 text-muted">
              <tr>
                <th scope="col" className="p-3 text-start">{t("cookieName")}</th>
                <th scope="col" className="p-3 text-start">{t("cookiePurpose")}</th>
                <th scope="col" className="p-3 text-start">{t("cookieLifetime")}</th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((c) => (
                <tr key={c.key}>
                  <td className={cell} dir="ltr"><code>{c.names}</code></td>
                  <td className={cell}>{t(`cookie_${c.key}`)}</td>
                  <td className={cell}>{t(`cookie_${c.key}_life`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
