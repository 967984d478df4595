// JSON shapes of the MyList API, shared with the server.
export type {
  CheckoutResponse,
  Reservation,
  ReservationItem,
  SpecialRequestResponse,
} from "../../../core/reservation-types.js";
