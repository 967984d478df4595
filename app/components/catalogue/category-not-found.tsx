import { NotFoundPanel } from "~/components/catalogue/not-found-panel";

export function CategoryNotFound() {
  return (
    <NotFoundPanel
      title="Category Not Found"
      message="We could not find that equipment category. It may have been renamed or removed."
      linkTo="/categories"
      linkText="Browse All Categories"
    />
  );
}
