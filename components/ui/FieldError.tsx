interface FieldErrorProps {
  id: string;
  messages?: string[];
}

/** Messages under one field (for example the server's field errors). */
export function FieldError({ id, messages }: FieldErrorProps) {
  if (!messages || messages.length === 0) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-danger">
      {messages.join(" ")}
    </p>
  );
}
