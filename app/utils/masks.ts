// Personal numbers as lists and headers show them: enough to recognise, not enough to copy.

/** 13800000001 → '138****0001'; anything but 11 digits as it is. */
export function maskMobile(mobile: string): string {
  return mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
}

/** 110101********1234: the owner sees enough to recognise the number, a shoulder-surfer not; '' for none. */
export function maskIdCard(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length < 10) return value;
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}
