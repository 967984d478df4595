import { useEffect } from "react";
import { useNavigate } from "react-router";

/** docs/decisions/browser.md B3: the header's Categories link, pressed while already here, resets to the top after 50 ms. */
export function useCategoriesNavigateReset() {
  const navigate = useNavigate();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        navigate("/categories");
        window.scrollTo(0, 0);
      }, 50);
    };
    window.addEventListener("categories-navigate", reset);
    return () => {
      window.removeEventListener("categories-navigate", reset);
      clearTimeout(timer);
    };
  }, [navigate]);
}
