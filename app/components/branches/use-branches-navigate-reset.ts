import { useEffect, useState } from "react";
import { useNavigate } from "react-router";

/** docs/decisions/browser.md B3: the header's Find a branch link, pressed while here, resets the search after 50 ms. */
export function useBranchesNavigateReset(): number {
  const navigate = useNavigate();
  const [resets, setResets] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        navigate("/locations");
        setResets((n) => n + 1);
        window.scrollTo(0, 0);
      }, 50);
    };
    window.addEventListener("locations-navigate", reset);
    return () => {
      window.removeEventListener("locations-navigate", reset);
      clearTimeout(timer);
    };
  }, [navigate]);
  return resets;
}
