/** Business constants of spec section 9 that pages show. */
export const GIFT_CARD_AMOUNTS = [10, 20, 50, 100] as const;
