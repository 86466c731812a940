/**
 * The org module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export type { PayingOrganisation } from './companies.service.ts';
export { makeCompanyPaidMember } from './companies.service.ts';
export { findOrgIdByOwner, organisationExists } from './org.repository.ts';
export { orgHandlers } from './org.routes.ts';
