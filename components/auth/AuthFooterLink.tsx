import type { ComponentProps } from "react";
import { Link } from "@/i18n/navigation";

export function AuthFooterLink({ question, label, href }: { question: string; label: string; href: ComponentProps<typeof Link>["href"] }) {
  return (
    <>
      {question}{" "}
      <Link href={href} className="font-semibold text-accent hover:underline">
        {label}
      </Link>
    </>
  );
}
