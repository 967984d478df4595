import { Link, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { NavLink } from "~/components/layout/nav-link";
import { navigationVariant, staticSectionRenderer } from "~/render/static-sections.server";

describe("navigationVariant", () => {
  it("tells apart home, a section page and the pages below it", () => {
    expect(navigationVariant("/")).toBe("");
    expect(navigationVariant("/categories")).toBe("categories");
    expect(navigationVariant("/categories/")).toBe("categories");
    expect(navigationVariant("/categories/acrow-props")).toBe("categories/");
    expect(navigationVariant("/locations/1")).toBe("locations/");
  });
});

let renders = 0;
function Section() {
  renders++;
  return (
    <p>
      <NavLink to="/categories">Categories</NavLink>
      <NavLink to="/locations">Branches</NavLink>
      <Link to="/faqs">FAQs</Link>
    </p>
  );
}

function Path() {
  return <span>{useLocation().pathname}</span>;
}

describe("staticSectionRenderer", () => {
  it("renders a section with the request's current links, once per navigation variant", () => {
    const before = renders;
    const onCategories = staticSectionRenderer("/categories")("test-nav", <Section />);
    expect(onCategories).toContain('<a aria-current="page" data-nav="" href="/categories"');
    expect(onCategories).toContain('href="/faqs"');
    expect(onCategories).not.toMatch(/aria-current="[^"]*" data-nav="" href="\/locations"/);

    const inCategory = staticSectionRenderer("/categories/acrow-props")("test-nav", <Section />);
    expect(inCategory).toContain('<a aria-current="true" data-nav="" href="/categories"');
    const onBranch = staticSectionRenderer("/locations/7")("test-nav", <Section />);
    expect(onBranch).toContain('<a aria-current="true" data-nav="" href="/locations"');
    expect(renders - before).toBe(3);

    // Another page of the same variant reuses the first rendering.
    expect(staticSectionRenderer("/categories/other")("test-nav", <Section />)).toBe(inCategory);
    expect(renders - before).toBe(3);
  });

  it("keeps sections apart by id", () => {
    const render = staticSectionRenderer("/faqs");
    expect(render("test-a", <Path />)).toBe("<span>/faqs</span>");
    expect(render("test-b", <span>other</span>)).toBe("<span>other</span>");
  });
});
