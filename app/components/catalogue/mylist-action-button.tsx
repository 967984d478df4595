import { useNavigate } from "react-router";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "~/components/ui/button-classes";
import { announceMyListIntent, type MyListIntent } from "~/lib/mylist-intent";

/**
 * 'MyList', '+enquire' and 'Add to Reservation' buttons. Until the MyList flow handles the intent,
 * the visitor is taken to the contact page so the button is never a dead end.
 */
export function MyListActionButton({
  intent,
  children,
  label,
  variant = "accent",
  size = "md",
  className,
}: {
  intent: MyListIntent;
  children: React.ReactNode;
  /** Accessible name when the visible text alone is ambiguous (a 'MyList' button in a table row). */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      aria-label={label}
      data-equipment-slug={intent.equipment.equipmentSlug}
      className={buttonClasses({ variant, size, className })}
      onClick={() => {
        if (!announceMyListIntent(intent)) navigate("/contact");
      }}
    >
      {children}
    </button>
  );
}
