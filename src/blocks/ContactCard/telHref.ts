/** A tel: link dials digits only: "+212 537 37 00 00" → "tel:+212537370000" (as the footer does). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
