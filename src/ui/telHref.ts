/** A tel: link dials digits only: "+212 537 37 00 00" → "tel:+212537370000" (the footer and the contact card). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
