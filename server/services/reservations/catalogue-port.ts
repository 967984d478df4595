import type { Equipment, Branch } from "../../../core/catalogue-types.js";

// What MyList needs from the catalogue, as plain functions: services/index.ts wires them to the snapshot.

export type FindEquipmentBySlug = (slug: string) => Equipment | undefined;
export type ListBranches = () => readonly Branch[];

export interface CataloguePort {
  findEquipmentBySlug: FindEquipmentBySlug;
  listBranches: ListBranches;
}
