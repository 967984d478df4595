import { useNavigate } from "react-router";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "~/components/ui/button-classes";
import { pressMyList, type MyListIntent } from "~/components/mylist/mylist-launcher";

/**
 * 'MyList', '+enquire' and 'Add to Reservation' buttons: a press goes to MyList's launcher. Should no launcher be on
 * the page, the visitor is taken to the contact page so the button is never a dead end.
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
        if (!pressMyList({ kind: "intent", intent })) navigate("/contact");
      }}
    >
      {children}
    </button>
  );
}
