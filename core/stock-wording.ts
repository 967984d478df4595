import { site } from "./site.js";

// What pages say about a branch's stock (docs/decisions/branches.md G9): never a promise, since the branch confirms.

export type StockStatus = "usually-available" | "ask";

/** 'Leeds' for 'Kestrel Hire Leeds': the company's name is the same for every branch. */
export const placeName = (branchName: string) =>
  branchName.startsWith(`${site.name} `) ? branchName.slice(site.name.length + 1) : branchName;

/** 'Usually available at Leeds', or 'Ask the branch'. */
export const stockWording = (status: StockStatus, branchName: string) =>
  status === "usually-available" ? `Usually available at ${placeName(branchName)}` : "Ask the branch";
