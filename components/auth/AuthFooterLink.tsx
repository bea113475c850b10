import { Link } from "@/i18n/navigation";

export function AuthFooterLink({ question, label, href }: { question: string; label: string; href: string }) {
  return (
    <>
      {question}{" "}
      <Link href={href} className="font-semibold text-accent hover:underline">
        {label}
      </Link>
    </>
  );
}
