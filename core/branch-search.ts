// The branch search's one radius (docs/product.md "Branch finder"), for the finder page, the API, the stock box and
// checkout's branch picker alike; pages show it in the brand's unit (docs/decisions/branches.md G14, G16).
export const SEARCH_RADIUS_MILES = 50;
