import { Globe, Lock, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { NewsletterForm } from "@/components/newsletter/NewsletterForm";
import { Logo } from "./Logo";
import { footerColumns, type FooterSocialLink } from "./footer-links";

const badges = [
  { key: "secureConnection", icon: Lock },
  { key: "securePayments", icon: ShieldCheck },
  { key: "globalPlatform", icon: Globe },
] as const;

/**
 * `social`: the configured official accounts (none: the "Follow us" block is not shown).
 * A server component: its links, badges and texts cost the browser no script; only the
 * newsletter form is a client island (decision 069).
 */
export function Footer({ social }: { social: FooterSocialLink[] }) {
  const t = useTranslations("Footer");
  return (
    <footer className="mt-16 border-t border-line/70 bg-surface/30">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_2fr]">
          <div className="max-w-sm">
            <Logo />
            <p className="mt-3 text-sm text-muted">{t("about")}</p>
            <NewsletterForm />
            {social.length > 0 && (
              <div className="mt-6" data-testid="footer-social">
                <p className="text-xs font-semibold tracking-wide text-subtle uppercase">{t("followUs")}</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {social.map(({ network, url }) => (
                    <li key={network}>
                      <a
                        href={url}
                        target="_blank"
                        rel="noopener noreferrer me"
                        className="inline-flex h-8 items-center rounded-full border border-line px-3 text-xs text-muted transition hover:border-accent/60 hover:text-ink"
                      >
                        {t(`social.${network}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <nav aria-label={t("navLabel")} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {footerColumns.map((column) => (
              <div key={column.key}>
                <h2 className="text-sm font-semibold text-ink">{t(`columns.${column.key}`)}</h2>
                <ul className="mt-3 flex flex-col gap-2">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className="text-sm text-muted transition hover:text-ink">
                        {t(`links.${link.key}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <ul className="mt-10 flex flex-wrap gap-3">
          {badges.map(({ key, icon: Icon }) => (
            <li key={key} className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-xs text-muted">
              <Icon className="size-4 text-ok" aria-hidden />
              {t(`badges.${key}`)}
            </li>
          ))}
        </ul>

        <div className="mt-8 flex flex-col gap-3 border-t border-line/70 pt-6 text-sm text-subtle sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2">
            <span className="rounded-md border border-accent/50 px-1.5 py-0.5 text-xs font-bold text-accent" dir="ltr">
              18+
            </span>
            {t("adultsOnly")}
          </p>
          <p>
            <bdi dir="ltr">{t("copyright", { year: new Date().getFullYear() })}</bdi> {t("rights")}
          </p>
        </div>
      </div>
    </footer>
  );
}
