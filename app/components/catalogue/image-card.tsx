import { Link } from "react-router";
import { CatalogueImage } from "~/components/catalogue/catalogue-image";

/** The grid card shared by categories and search results: a picture, then text, the whole card one link. */
export function ImageCard({
  imageSrc,
  to,
  title,
  titleAs: Title = "h3",
  eyebrow,
  priority = false,
  children,
}: {
  imageSrc: string;
  to: string;
  title: string;
  titleAs?: "h2" | "h3";
  eyebrow?: React.ReactNode;
  priority?: boolean;
  children?: React.ReactNode;
}) {
  return (
    // The card's looks are component classes in app/app.css: a search page holds 48 of these (docs/decisions/performance.md N15).
    <li className="group image-card">
      <CatalogueImage
        src={imageSrc}
        alt=""
        width={400}
        height={300}
        priority={priority}
        className="image-card-picture"
      />
      <div>
        {eyebrow}
        <Title>
          <Link to={to}>{title}</Link>
        </Title>
        {children}
      </div>
    </li>
  );
}
