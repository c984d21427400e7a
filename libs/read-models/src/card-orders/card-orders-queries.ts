import { PROJECTION_NAMES, liveTable } from '../names';

/** The prepaid cards' table, as the api's queries name it (`read_card_orders.card_orders`). */
export const CARD_ORDERS_TABLE = liveTable(PROJECTION_NAMES.cardOrders, 'card_orders');
