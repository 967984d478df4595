import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LoginForm } from "./login-form";

const render = (siteMode: "DEV" | "LIVE") =>
  renderToString(
    <MemoryRouter>
      <LoginForm siteMode={siteMode} />
    </MemoryRouter>,
  );

describe("LoginForm", () => {
  it("in LIVE mode always asks for the code with the password, since no answer says when it is needed", () => {
    const html = render("LIVE");
    expect(html).toMatch(/<label for="admin-code"[^>]*>Authenticator code<\/label>/);
    const input = html.match(/<input id="admin-code"[^>]*>/)?.[0];
    expect(input).toContain(' required=""');
    expect(html).toContain("Ask the site&#x27;s operator to enrol one for your account.");
  });

  it("in DEV mode asks for the code only once the server says the account has one", () => {
    expect(render("DEV")).not.toContain("admin-code");
  });
});
