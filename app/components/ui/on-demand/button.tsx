import { buttonClasses, type ButtonSize, type ButtonVariant } from "~/components/ui/button-classes";

/**
 * The site's button for code that loads on demand (dialogs, forms). ui/button.tsx is the same look with
 * `asChild`; it sits in the shell's ui-kit chunk, so using it here would add it and Radix Slot to every page.
 */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
