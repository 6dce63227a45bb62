/** 1 → "01": the slider's counter and Our Story's store counts (spec section 9). */
export const twoDigits = (value: number) => String(value).padStart(2, '0');
