import { containerClasses } from "~/components/ui/container";
import { CategoryGrid } from "~/components/catalogue/category-card";
import { EmptyState } from "~/components/catalogue/empty-state";
import type { HomeTile } from "~/content/home";
import { SectionHeading } from "~/components/catalogue/section-heading";
import { SpecialCard } from "~/components/catalogue/special-card";
import type { CategorySummary, SpecialSummary } from "../../../core/catalogue-types.js";
import { WhyChooseUs } from "~/components/catalogue/why-choose-us";

/** The home page below the promo tiles: featured quick hires, featured categories and 'why choose us'. */
export function HomeFeatured({
  specials,
  categories,
  reasons,
}: {
  specials: SpecialSummary[];
  categories: CategorySummary[];
  reasons: Omit<HomeTile, "to">[];
}) {
  return (
    <>
      <section aria-labelledby="featured-equipment" className={`render-when-near pt-14 md:pt-20 ${containerClasses}`}>
        <SectionHeading
          id="featured-equipment"
          title="Featured Quick Hires"
          intro="Popular kit at special prices, ready to go."
          link={{ to: "/quick-hires", text: "All offers" }}
        />
        {specials.length ? (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {specials.map((special) => (
              <SpecialCard key={special.id} special={special} />
            ))}
          </ul>
        ) : (
          <EmptyState>Featured equipment will be available soon.</EmptyState>
        )}
      </section>
      <section aria-labelledby="featured-categories" className={`render-when-near py-14 md:py-20 ${containerClasses}`}>
        <SectionHeading
          id="featured-categories"
          title="Popular Categories"
          intro="Find the right kit for the job."
          link={{ to: "/categories", text: "All categories" }}
        />
        {/* Below the hero on every screen: its pictures load lazily, after the hero (docs/decisions/performance.md X1). */}
        <CategoryGrid
          categories={categories}
          emptyText="Featured categories will be available soon."
          priorityCount={0}
        />
      </section>
      <WhyChooseUs reasons={reasons} />
    </>
  );
}
