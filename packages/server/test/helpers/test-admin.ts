/**
 * No demo rows, and the platform's admin signs in as admin / admin without changing it first: what every suite
 * starts from (a real deployment without demo rows gets ADMIN_PASSWORD or a generated one, to be changed).
 */
export const testAdmin = { demoData: false, adminPassword: 'admin', adminMustChange: false } as const;
