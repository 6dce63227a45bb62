/** Business constants of spec section 9 that pages show. */
export const GIFT_CARD_AMOUNTS = [10, 20, 50, 100] as const;

/**
 * The postal address every weekly ad mail carries (CAN-SPAM asks a commercial mail for one). The
 * sources give the distributor's town only (store-facts.md); the company confirms the street here.
 */
export const MAIL_POSTAL_ADDRESS = 'Lotte Plaza Market, Jessup, MD 20794';
