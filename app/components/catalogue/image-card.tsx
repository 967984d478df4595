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
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-card transition hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-raised has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand">
      <CatalogueImage
        src={imageSrc}
        alt=""
        width={400}
        height={300}
        priority={priority}
        className="aspect-[4/3] w-full border-b border-line"
      />
      <div className="flex flex-1 flex-col p-4">
        {eyebrow}
        <Title
          className={
            Title === "h3"
              ? "text-lg font-bold leading-snug text-ink"
              : "mt-1 text-base font-bold leading-snug text-ink"
          }
        >
          <Link to={to} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {title}
          </Link>
        </Title>
        {children}
      </div>
    </li>
  );
}
