export { BranchDataStore, type BranchDataView } from "./store.js";
export { deliveryEstimateFor } from "./delivery-estimate.js";
export type { StockLine, StockStatus } from "./stock.js";
