import { Toaster } from "sonner";

/** DECISIONS B2: one toast at a time, 5,000 ms, swipe right to dismiss. */
export default function SonnerToaster() {
  return <Toaster visibleToasts={1} duration={5000} position="bottom-right" closeButton swipeDirections={["right"]} />;
}
